import type { DashboardEmbedInfo } from '@trove/contracts';
import { redirect } from 'react-router';
import { api } from '../../lib/api-client.ts';
import { requireSession, signInAndReturn } from '../../lib/login-guard.server.ts';
import { askedNuc } from './dashboard-rules.ts';

/**
 * The partner dashboard's data (spec 03 §2, §7; ADR 044): login required (a visitor signs in and
 * comes back); any failure to load it, a reader without the partner role among them, sends the
 * visitor to / (spec 03 §7 'A dashboard load failure sends the user to /').
 */
export async function loadDashboard(request: Request): Promise<DashboardEmbedInfo> {
  const cookie = requireSession(request);
  const nuc = askedNuc(new URL(request.url).searchParams);
  const answer = await api.dashboard.embedInfo(nuc === undefined ? {} : { nuc }, { cookie });
  if (answer.ok) return answer.data;
  if (answer.status === 401) signInAndReturn(request);
  throw redirect('/');
}
