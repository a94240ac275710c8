import { ensureWebBuild } from './web-build.ts';

/** Before any integration file: the web app's build that page tests mount, made once if missing. */
export default function setup(): void {
  ensureWebBuild();
}
