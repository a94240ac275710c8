import { redirect } from 'react-router';

// Spec 01 §2.1: any path without a page redirects home.
export function loader() {
  return redirect('/');
}

export default function Fallback() {
  return null;
}
