import { tags, tagsOn } from './tags.ts';
import { configuration } from './configuration.ts';
import { landing } from './landing.ts';
import { collections } from './collections.ts';
import { search } from './search.ts';
import { explore } from './explore.ts';
import { assets } from './assets.ts';
import { captcha } from './captcha.ts';
import { downloads } from './downloads.ts';
import { list, lists, listsHolding } from './lists.ts';
import { addNote, notes, notesOn } from './notes.ts';
import { profile } from './profile.ts';
import { profileEdit } from './profile-edit.ts';
import { notifications } from './notifications.ts';
import { profileSettings } from './profile-settings.ts';
import { articles } from './articles.ts';
import { bookshops } from './bookshops.ts';
import { citations } from './citations.ts';
import { copyright } from './copyright.ts';
import { curation } from './curation.ts';
import { dashboard } from './dashboard.ts';
import { people } from './people.ts';
import { versions } from './versions.ts';
import { works } from './works.ts';
import { moderateNote, moderateTag, moderation } from './moderation.ts';
import { corrections } from './corrections.ts';
import { hallOfFame } from './hall-of-fame.ts';
import { apiKeyReview, apiKeys } from './api-keys.ts';

export * from './endpoint.ts';
export * from './client.ts';

/**
 * Every API call, grouped by aggregate (ADR 027). The server registers its routes from this
 * table and the web app, the end-to-end tests and the benchmarks call the API through its client.
 */
export const ENDPOINTS = {
  tags,
  configuration,
  landing,
  collections,
  search,
  explore,
  assets,
  tagsOn,
  notes,
  notesOn,
  addNote,
  lists,
  listsHolding,
  list,
  downloads,
  profile,
  profileEdit,
  notifications,
  profileSettings,
  captcha,
  works,
  versions,
  people,
  articles,
  citations,
  copyright,
  bookshops,
  curation,
  dashboard,
  moderation,
  moderateNote,
  moderateTag,
  corrections,
  hallOfFame,
  apiKeys,
  apiKeyReview,
};
