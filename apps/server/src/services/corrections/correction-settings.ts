import { type CorrectionSettings, DEFAULT_CORRECTION_SETTINGS } from '../../config.ts';
import type { ServiceDeps } from '../../deps.ts';

/** The operator's correction settings (ADR 046, 049), the defaults where none is given. */
export function correctionSettings(deps: Pick<ServiceDeps, 'config'>): CorrectionSettings {
  return { ...DEFAULT_CORRECTION_SETTINGS, ...deps.config.corrections };
}
