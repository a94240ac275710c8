import { DASHBOARD_WORDS as WORDS } from '@trove/contracts';
import { Link, redirect } from 'react-router';
import type { Route } from './+types/partner-tab-route';
import { ownViewer } from './profile-data.server.ts';
import styles from './profile.module.css';
import partner from './partner-tab.module.css';

/** Only the own profile of an account with dashboard access; anyone else goes to / (spec 03 §2). */
export async function loader({ request }: Route.LoaderArgs) {
  const { viewer } = await ownViewer(request);
  if (!viewer.dashboardAccess) throw redirect('/');
  return null;
}

/** The Partner tab (spec 03 §2 Partner; ADR 044): a 'View Dashboard' link to the partner dashboard. */
export default function PartnerTab() {
  return (
    <section aria-labelledby="partner-heading" className={styles.panel}>
      <h2 id="partner-heading">{WORDS.partnerTab}</h2>
      <p>{WORDS.partnerIntro}</p>
      <p>
        <Link to="/dashboard" className={partner.viewDashboard}>
          {WORDS.viewDashboard}
        </Link>
      </p>
    </section>
  );
}
