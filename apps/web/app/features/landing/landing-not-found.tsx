import { MESSAGES } from '@trove/contracts';
import { Notice } from '../../components/notice.tsx';
import styles from './landing.module.css';

export function LandingProblem({ status, id }: { status: number; id: string }) {
  return (
    <div className={styles.notFound}>
      <h1>{status === 404 ? 'Page not found' : 'This page could not be loaded'}</h1>
      <Notice tone={status === 404 ? 'info' : 'error'}>
        <p>
          {status === 404 ? MESSAGES.notFound('landing page', id) : MESSAGES.unexpected('load this page')}
        </p>
      </Notice>
    </div>
  );
}
