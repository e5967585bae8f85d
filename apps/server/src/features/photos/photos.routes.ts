/**
 * Photo calls of core-application §7: `POST /api/image/upload` and
 * `POST /api/image/thumb/upload` (multipart), `DELETE /api/image/delete?id=` and
 * `POST /api/image/avatar`. Account destruction already deletes the files of every image row
 * (account.service), and the rows cascade, so this feature registers no account cleanup.
 */
import multipart from '@fastify/multipart';
import {
  imageAvatarBodySchema,
  imageDeleteQuerySchema,
  imageIdResponseSchema,
  imageUploadFieldsSchema,
  imageUploadFormSchema,
  imageUploadResponseSchema,
  MAX_PHOTOS,
  PHOTO_FIELDS,
  PHOTO_TEXT,
  PHOTOS,
  PLATFORM_MESSAGE,
  thumbUploadFieldsSchema,
  thumbUploadFormSchema,
  thumbUploadResponseSchema,
} from '@iskra/contract';
import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../../platform/auth.ts';
import { AppError, FieldErrors, parseFields } from '../../platform/errors.ts';
import type { App } from '../../platform/types.ts';
import type { PhotosService } from './photos.service.ts';

/** Parts a photo form may have: two files (picture and thumbnail) and two short fields. */
const MULTIPART_LIMITS = {
  fileSize: PHOTOS.maxUploadBytes,
  files: 2,
  fields: 4,
  parts: 6,
  fieldNameSize: 100,
  fieldSize: 1024,
  headerPairs: 50,
};

const FILE_TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';

interface MultipartForm {
  files: Map<string, Buffer>;
  fields: Map<string, string>;
}

/**
 * What went wrong while reading the parts, as an answer. The plugin's own errors (its limits,
 * 413; a connection closed early, 400) carry their status and keep it. The parser's errors
 * carry none: a body cut short, a boundary that is missing, too long or not the declared one,
 * broken part headers. They all mean a body that cannot be read, a client error: 400.
 */
function formError(error: unknown, fileFields: readonly string[]): unknown {
  if (error instanceof FieldErrors || error instanceof AppError) return error;
  const { code, part, statusCode } = error as {
    code?: unknown;
    part?: { fieldname?: unknown };
    statusCode?: unknown;
  };
  if (code === FILE_TOO_LARGE) {
    const param = typeof part?.fieldname === 'string' ? part.fieldname : fileFields[0];
    return new FieldErrors([{ param: param ?? 'file', msg: PHOTO_TEXT.tooLarge }]);
  }
  if (typeof statusCode === 'number') return error;
  return new AppError(400, PLATFORM_MESSAGE.invalidMultipart);
}

/**
 * Reads a multipart form: the named files into memory (each at most PHOTOS.maxUploadBytes,
 * else a field error on that file; one file per name, else a field error too), the first
 * value of every plain field. Other files are skipped unread. A request that is not multipart
 * is an empty form.
 */
async function readForm(request: FastifyRequest, fileFields: readonly string[]): Promise<MultipartForm> {
  const form: MultipartForm = { files: new Map(), fields: new Map() };
  if (!request.isMultipart()) return form;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (!form.fields.has(part.fieldname)) form.fields.set(part.fieldname, String(part.value));
        continue;
      }
      if (form.files.has(part.fieldname)) {
        throw new FieldErrors([{ param: part.fieldname, msg: PHOTO_TEXT.oneFile }]);
      }
      if (!fileFields.includes(part.fieldname)) {
        part.file.resume();
        continue;
      }
      form.files.set(part.fieldname, await part.toBuffer());
    }
  } catch (error) {
    // Raised by the file's toBuffer() or, depending on timing, by the parts iterator.
    throw formError(error, fileFields);
  }
  return form;
}

/**
 * Multipart bodies are read part by part in the handler (files cannot go through zod): the
 * body schema of these routes only describes the form in the OpenAPI document. They declare
 * no other request part, so nothing else is left unvalidated.
 */
const documentedOnly = () => (data: unknown) => ({ value: data });

export async function photosRoutes(app: App, { photos: service }: { photos: PhotosService }) {
  // Scoped to this plugin: no other route accepts multipart bodies.
  await app.register(multipart, { limits: MULTIPART_LIMITS });

  const tags = ['photos'];

  app.post(
    '/api/image/upload',
    {
      onRequest: app.authenticate,
      validatorCompiler: documentedOnly,
      schema: {
        tags,
        summary: 'Uploads a photo: re-encoded to 640×800, a round thumbnail and a blurred-looking preview',
        description: `At most ${PHOTOS.maxUploadBytes / 1024 / 1024} MB per file, ${MAX_PHOTOS} photos per user. The first photo becomes the profile image.`,
        consumes: ['multipart/form-data'],
        body: imageUploadFormSchema,
        response: { 200: imageUploadResponseSchema },
        errors: [403, 429],
      },
    },
    async (request) => {
      const { userId } = requireAuth(request);
      await service.limitUploads(userId);
      const form = await readForm(request, [PHOTO_FIELDS.image, PHOTO_FIELDS.thumbnail]);
      const fields = parseFields(imageUploadFieldsSchema, Object.fromEntries(form.fields));
      return service.upload(userId, {
        image: form.files.get(PHOTO_FIELDS.image),
        thumbnail: form.files.get(PHOTO_FIELDS.thumbnail),
        profile: fields.profile === 'true',
      });
    },
  );

  app.post(
    '/api/image/thumb/upload',
    {
      onRequest: app.authenticate,
      validatorCompiler: documentedOnly,
      schema: {
        tags,
        summary: "Replaces the round thumbnail of one of the user's photos",
        consumes: ['multipart/form-data'],
        body: thumbUploadFormSchema,
        response: { 200: thumbUploadResponseSchema },
        errors: [403, 404, 429],
      },
    },
    async (request) => {
      const { userId } = requireAuth(request);
      await service.limitUploads(userId);
      const form = await readForm(request, [PHOTO_FIELDS.thumbnail]);
      const fields = parseFields(thumbUploadFieldsSchema, Object.fromEntries(form.fields));
      return service.replaceThumbnail(userId, {
        imageId: fields.imageId,
        thumbnail: form.files.get(PHOTO_FIELDS.thumbnail),
      });
    },
  );

  app.delete(
    '/api/image/delete',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Deletes one of the user's photos; the next one becomes the profile image",
        querystring: imageDeleteQuerySchema,
        response: { 200: imageIdResponseSchema },
        errors: [403, 404],
      },
    },
    async (request) => service.remove(requireAuth(request).userId, request.query.id),
  );

  app.post(
    '/api/image/avatar',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Makes one of the user's photos the profile image",
        body: imageAvatarBodySchema,
        response: { 200: imageIdResponseSchema },
        errors: [403, 404],
      },
    },
    async (request) => service.makeAvatar(requireAuth(request).userId, request.body.id),
  );
}
