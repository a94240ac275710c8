import fastifyMultipart from '@fastify/multipart';
import { AVATAR, AVATAR_MESSAGES, ENDPOINTS } from '@trove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../deps.ts';
import { DomainError, unauthenticated } from '../domain/errors.ts';
import { HttpError } from '../http/errors.ts';
import { serve } from '../http/serve-endpoint.ts';
import { callerOf } from '../http/viewer.ts';
import {
  avatarImage,
  removeAvatar,
  saveAvatar,
  saveProfileDetails,
} from '../services/profile-details.service.ts';

/** Spec 03 §7 Profile: the profile edit and the reader's picture (ADR 040). */
export function profileEditRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // Only this plugin reads multipart bodies: one file, nothing larger than the limit is kept.
    await app.register(fastifyMultipart, {
      limits: { fileSize: AVATAR.maxBytes, files: 1, fields: 10, parts: 11, fieldSize: 1024 },
    });

    serve(app, ENDPOINTS.profileEdit.save, async ({ request, body, reply }) => {
      reply.header('cache-control', 'no-store');
      return saveProfileDetails(deps, callerOf(request), body);
    });

    serve(app, ENDPOINTS.profileEdit.uploadAvatar, async ({ request, reply }) => {
      const caller = callerOf(request);
      if (!caller) throw unauthenticated();
      reply.header('cache-control', 'no-store');
      const upload = await uploadedFile(request);
      try {
        return await saveAvatar(deps, caller, upload);
      } catch (error) {
        // The bytes are not a picture of an accepted type, whatever the browser said (415).
        if (error instanceof DomainError && error.code === 'unsupported_media_type')
          throw new HttpError(415, error.code, error.message, error.details);
        throw error;
      }
    });

    serve(app, ENDPOINTS.profileEdit.removeAvatar, async ({ request, reply }) => {
      reply.header('cache-control', 'no-store');
      return removeAvatar(deps, callerOf(request));
    });

    serve(app, ENDPOINTS.profileEdit.avatar, async ({ request, params, query, reply }) => {
      const found = await avatarImage(deps, params.username, query.size ?? '256', callerOf(request));
      const etag = `"${found.etag}-${query.size ?? '256'}"`;
      // A public profile's picture may be kept by any cache for a while; a private one's only by
      // the browser of someone allowed to see it, checked again each time (the ETag makes that cheap).
      reply.header('cache-control', found.shared ? 'public, max-age=300' : 'private, no-cache');
      reply.header('etag', etag);
      reply.header('vary', 'Cookie');
      if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) return reply.code(304).send();
      return reply.type(found.mediaType).send(found.image);
    });
  };
}

type MultipartRequest = Parameters<Parameters<typeof serve>[2]>[0]['request'];

/** The one uploaded file, or the refusal a reader can act on: none (400), too big (413), not an image (415). */
async function uploadedFile(request: MultipartRequest): Promise<Buffer> {
  const field = { field: AVATAR.field };
  if (!request.isMultipart())
    throw new HttpError(415, 'unsupported_media_type', AVATAR_MESSAGES.missing, field);
  let part;
  try {
    part = await request.file();
  } catch (error) {
    throw refusalOf(error);
  }
  if (!part || part.filename === '') throw new HttpError(400, 'invalid', AVATAR_MESSAGES.missing, field);
  // The browser's word first, so a PDF is refused without reading it; sharp checks the bytes later.
  if (!AVATAR.types.includes(part.mimetype.toLowerCase())) {
    part.file.resume();
    throw new HttpError(415, 'unsupported_media_type', AVATAR_MESSAGES.type, field);
  }
  try {
    const buffer = await part.toBuffer();
    if (buffer.length === 0) throw new HttpError(400, 'invalid', AVATAR_MESSAGES.missing, field);
    return buffer;
  } catch (error) {
    throw refusalOf(error);
  }
}

/**
 * What went wrong reading the posted form. Only the body is read here, so a failure without a
 * server status is the body's: busboy throws plain errors ('Unexpected end of form') for a body
 * that is no multipart form whatever its type says, and those are the sender's 400, not a 500.
 */
function refusalOf(error: unknown): unknown {
  if (error instanceof HttpError || error instanceof DomainError) return error;
  const status = (error as { statusCode?: unknown }).statusCode;
  if (status === 413) return new HttpError(413, 'too_large', AVATAR_MESSAGES.tooBig, { field: AVATAR.field });
  if (typeof status === 'number' && status >= 500) return error;
  return new HttpError(400, 'invalid', AVATAR_MESSAGES.missing, { field: AVATAR.field });
}
