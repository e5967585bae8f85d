/**
 * Profile requests (core-application §7 `/api/user/page/{id}`, `/api/user/update`,
 * `/api/user/info/update`; the interests path is ours): what the own-profile editors send and
 * what another person's profile page answers.
 */
import { z } from 'zod';
import { AGE, INTERESTS_LIMIT, PROFILE } from './constants.ts';
import {
  birthdaySchema,
  codeOf,
  currentUserSchema,
  emailSchema,
  idSchema,
  infoSchema,
  interestSchema,
  personNameSchema,
  userCardSchema,
} from './entities.ts';
import { goalLabels, infoCodeLabels, interestLabels } from './enums.ts';
import { AUTH_TEXT, ERROR_TEXT, PROFILE_TEXT } from './messages.ts';

/**
 * `GET /api/user/page/{id}`: the person's number. Anything that is not a profile number is
 * answered like an unknown person (404), so the parameter is only bounded here.
 */
export const profilePageParamsSchema = z.object({ id: z.string().max(32) });

const pickCity = { error: ERROR_TEXT.pickCityFromList };
const age = z
  .number({ error: PROFILE_TEXT.ageRangeInvalid })
  .int({ error: PROFILE_TEXT.ageRangeInvalid })
  .min(AGE.min, { error: PROFILE_TEXT.ageRangeInvalid })
  .max(AGE.max, { error: PROFILE_TEXT.ageRangeInvalid });

/**
 * `POST /api/user/update`: any subset of the profile settings. The city comes as a whole
 * (city, country, lat, lng from the city picker) or not at all. A changed e-mail is not applied
 * at once: a confirmation link goes to the new address (the answer says `updateEmail: true`)
 * and the address changes when the link is opened. A changed name or description goes back to
 * moderation (nameConfirmed / descriptionConfirmed 0).
 */
export const profileUpdateSchema = z
  .object({
    name: personNameSchema.optional(),
    description: z
      .string()
      .trim()
      .max(PROFILE.descriptionMax, { error: PROFILE_TEXT.descriptionTooLong })
      .optional(),
    birthday: birthdaySchema.optional(),
    email: emailSchema.optional(),
    goal: codeOf(goalLabels, AUTH_TEXT.goalInvalid).optional(),
    looking: z.union([z.literal(1), z.literal(2)], { error: AUTH_TEXT.lookingInvalid }).optional(),
    lookingAgeFrom: age.optional(),
    lookingAgeTo: age.optional(),
    city: z.string(pickCity).trim().min(1, pickCity).max(120, pickCity).optional(),
    country: z.string(pickCity).trim().min(1, pickCity).max(120, pickCity).optional(),
    lat: z.number(pickCity).min(-90, pickCity).max(90, pickCity).optional(),
    lng: z.number(pickCity).min(-180, pickCity).max(180, pickCity).optional(),
  })
  .superRefine((v, ctx) => {
    const cityParts = [v.city, v.country, v.lat, v.lng].filter((p) => p !== undefined).length;
    if (cityParts !== 0 && cityParts !== 4) {
      ctx.addIssue({ code: 'custom', path: ['city'], message: ERROR_TEXT.pickCityFromList });
    }
    if (v.lookingAgeFrom !== undefined && v.lookingAgeTo !== undefined && v.lookingAgeFrom > v.lookingAgeTo) {
      ctx.addIssue({ code: 'custom', path: ['lookingAgeFrom'], message: PROFILE_TEXT.ageRangeOrder });
    }
  });
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/**
 * Where the mailed e-mail change link lands (ours). A confirmed change reuses the notice of
 * `/?activated` ('Email успешно подтвержден!'); `emailChanged` tells a signed-in app to reload
 * the user, whose address is now the new one. A used, expired or unknown link lands like an
 * invalid activation link; `emailTaken` says the address went to another account meanwhile.
 */
export const EMAIL_CHANGE_LANDING = {
  changed: '/app/?activated&emailChanged',
  invalid: '/app/?activation=invalid',
  taken: '/app/?activation=invalid&emailTaken',
} as const;

/**
 * Where the undo link mailed to the previous address lands (ours): the address is back, every
 * session is ended and a password-restore letter is on its way, so the landing opens on login
 * with a notice. A used, expired or unknown link, or an old address taken meanwhile, lands like
 * an invalid link.
 */
export const EMAIL_REVERT_LANDING = {
  reverted: '/app/?emailReverted',
  invalid: '/app/?activation=invalid',
  taken: '/app/?activation=invalid&emailTaken',
} as const;

/** Rate limits of the profile API (ours): hits per window. */
export const PROFILE_RATE_LIMITS = {
  /** Confirmation letters for a new address a user may ask for. */
  emailChangePerUser: { limit: 5, windowMs: 60 * 60 * 1000 },
  /**
   * Other people's profiles one user may open (`GET /api/user/page/{id}`, any number but their
   * own, found or not). Far above what a person browsing reads in an hour; it stops a script
   * walking the public numbers to collect everyone's pictures.
   */
  pageViewsPerUser: { limit: 300, windowMs: 60 * 60 * 1000 },
} as const;

export const profileUpdateResponseSchema = z.object({
  user: currentUserSchema,
  /** True when a confirmation link went to a new e-mail address (the old one stays until then). */
  updateEmail: z.boolean(),
});
export type ProfileUpdateResponse = z.infer<typeof profileUpdateResponseSchema>;

const infoCode = (labels: Parameters<typeof codeOf>[0]) =>
  codeOf(labels, PROFILE_TEXT.codeInvalid).nullable().optional();

/** `POST /api/user/info/update`: any subset of the info fields; null clears a field. */
export const infoUpdateSchema = z.object({
  relationship: infoCode(infoCodeLabels.relationship),
  orientation: infoCode(infoCodeLabels.orientation),
  height: z
    .number({ error: PROFILE_TEXT.heightInvalid })
    .int({ error: PROFILE_TEXT.heightInvalid })
    .min(PROFILE.heightMin, { error: PROFILE_TEXT.heightInvalid })
    .max(PROFILE.heightMax, { error: PROFILE_TEXT.heightInvalid })
    .nullable()
    .optional(),
  weight: z
    .number({ error: PROFILE_TEXT.weightInvalid })
    .int({ error: PROFILE_TEXT.weightInvalid })
    .min(PROFILE.weightMin, { error: PROFILE_TEXT.weightInvalid })
    .max(PROFILE.weightMax, { error: PROFILE_TEXT.weightInvalid })
    .nullable()
    .optional(),
  living: infoCode(infoCodeLabels.living),
  children: infoCode(infoCodeLabels.children),
  smoking: infoCode(infoCodeLabels.smoking),
  alcohol: infoCode(infoCodeLabels.alcohol),
});
export type InfoUpdate = z.infer<typeof infoUpdateSchema>;
export const infoUpdateResponseSchema = z.object({ info: infoSchema });
export type InfoUpdateResponse = z.infer<typeof infoUpdateResponseSchema>;

/** Saving interests (path ours): `POST /api/user/interests`. */
export const INTERESTS_PATH = '/api/user/interests';
export const interestsUpdateSchema = z.object({
  interests: z
    .array(codeOf(interestLabels, PROFILE_TEXT.codeInvalid), { error: PROFILE_TEXT.codeInvalid })
    .max(INTERESTS_LIMIT, { error: ERROR_TEXT.interestsLimit })
    .refine((list) => new Set(list).size === list.length, { error: PROFILE_TEXT.codeInvalid }),
});
export type InterestsUpdate = z.infer<typeof interestsUpdateSchema>;
export const interestsUpdateResponseSchema = z.object({
  success: z.literal(true),
  interests: z.array(interestSchema),
});
export type InterestsUpdateResponse = z.infer<typeof interestsUpdateResponseSchema>;

/**
 * `GET /api/user/page/{userId}` (the public number): another person's profile, with the
 * viewer's own relation to them so the page can show its buttons in the right state.
 */
export const profilePageResponseSchema = z.object({
  user: userCardSchema,
  /** The viewer's rating of this person: true liked, false disliked, null not rated. */
  rating: z.boolean().nullable(),
  /** The dialog with this person when one exists (a match or an earlier conversation). */
  dialog: idSchema.nullable(),
});
export type ProfilePageResponse = z.infer<typeof profilePageResponseSchema>;
