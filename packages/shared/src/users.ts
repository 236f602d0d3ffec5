import { z } from 'zod';
import { listSearchSchema, numberedPageSchema, pageQueryShape, sortDirectionSchema } from './pages.ts';
import { isCommonPassword } from './common-passwords.ts';
import { LANGUAGES } from './languages.ts';
import { needsClients, ROLES, type Role } from './roles.ts';

/** Zod messages are keys of the web app's admin-users catalogue, so one schema speaks pt, en and es. */
const M = {
  required: 'ui:validation.required',
  email: 'ui:validation.email',
  passwordShort: 'admin-users:validation.passwordShort',
  passwordCommon: 'admin-users:validation.passwordCommon',
  passwordLong: 'admin-users:validation.passwordLong',
  clients: 'admin-users:validation.clients',
  mismatch: 'admin-users:validation.mismatch',
} as const;

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
/** How long a set-password link an administrator issues stays valid. */
export const INVITE_LINK_HOURS = 72;
/** How long a link asked for on the "forgot my password" page stays valid. */
export const FORGOT_LINK_MINUTES = 60;

export const USER_STATUSES = ['active', 'invited', 'deactivated'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const USER_SORTS = ['name', 'email', 'role', 'lastSignInAt', 'createdAt'] as const;
export const USERS_PAGE_MAX = 100;

/** A new password: at least 10 characters and not a common one. */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, M.passwordShort)
  .max(PASSWORD_MAX_LENGTH, M.passwordLong)
  .refine((p) => !isCommonPassword(p), M.passwordCommon);

/** newPasswordSchema's rule in words, for an operator's tools (the CLI, the server's settings), which speak English. */
const NEW_PASSWORD_RULE = `a password of ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters, not a common one`;

/** A password an operator's tool takes (a user made from the CLI, the demo sign-ins): newPasswordSchema, said in English. */
export const operatorPasswordSchema = z
  .string()
  .refine((p) => newPasswordSchema.safeParse(p).success, NEW_PASSWORD_RULE);

const nameSchema = z.string().trim().min(1, M.required).max(120);
const emailSchema = z
  .string()
  .trim()
  .min(1, M.required)
  .pipe(z.email(M.email))
  .transform((e) => e.toLowerCase());

const clientsGiven = (v: { role?: Role; clientIds?: readonly string[] }) =>
  v.role === undefined || v.clientIds === undefined || !needsClients(v.role) || v.clientIds.length > 0;

/** "Convidar usuário": the account is created without a password; a set-password link goes with it. */
export const inviteUserSchema = z
  .object({
    name: nameSchema,
    email: emailSchema,
    role: z.enum(ROLES),
    clientIds: z.array(z.uuid()).max(2000).default([]),
    /** The language of the invitation e-mail and of the set-password page. */
    language: z.enum(LANGUAGES).default('pt'),
  })
  .refine(clientsGiven, { message: M.clients, path: ['clientIds'] });
export type InviteUserInput = z.input<typeof inviteUserSchema>;

/**
 * An edit carries the version it started from; only the fields given change. A role and clients given together
 * follow needsClients (the server checks the result of a partial edit the same way).
 */
export const updateUserSchema = z
  .object({
    version: z.number().int().min(1),
    name: nameSchema.optional(),
    role: z.enum(ROLES).optional(),
    clientIds: z.array(z.uuid()).max(2000).optional(),
    active: z.boolean().optional(),
  })
  .refine(clientsGiven, { message: M.clients, path: ['clientIds'] });
export type UpdateUserInput = z.input<typeof updateUserSchema>;

export const passwordLinkRequestSchema = z.object({ language: z.enum(LANGUAGES).default('pt') });

export const userListQuerySchema = z.object({
  q: listSearchSchema,
  role: z.enum(ROLES).optional(),
  clientId: z.uuid().optional(),
  status: z.enum(USER_STATUSES).optional(),
  sort: z.enum(USER_SORTS).default('name'),
  dir: sortDirectionSchema,
  ...pageQueryShape({ max: USERS_PAGE_MAX, size: 20 }),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

export const userRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  clientIds: z.array(z.string()),
  status: z.enum(USER_STATUSES),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
  /** Whether they have a kitchen-station PIN (decision 039); the PIN itself never leaves the server. */
  hasPin: z.boolean(),
});
export type UserRow = z.infer<typeof userRowSchema>;

export const userPageSchema = numberedPageSchema(userRowSchema);
export type UserPage = z.infer<typeof userPageSchema>;

/** A set-password link, shown once to the administrator who issued it. */
export const passwordLinkSchema = z.object({
  url: z.string(),
  expiresAt: z.string(),
  /** True when it was also e-mailed to the user. */
  emailed: z.boolean(),
});
export type PasswordLink = z.infer<typeof passwordLinkSchema>;

export const inviteResultSchema = z.object({ user: userRowSchema, link: passwordLinkSchema });

/**
 * The sign-in form: both fields given, the e-mail without surrounding spaces. Whether they match an account is
 * better-auth's answer on the server (its own endpoint, not one of ours).
 */
export const signInSchema = z.object({
  email: z.string().trim().min(1, M.required),
  password: z.string().min(1, M.required),
});

export const forgotPasswordSchema = z.object({ email: emailSchema, language: z.enum(LANGUAGES).default('pt') });

export const resetPasswordSchema = z
  .object({ token: z.string().min(1).max(200), password: newPasswordSchema, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { message: M.mismatch, path: ['confirm'] });

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, M.required).max(PASSWORD_MAX_LENGTH),
    password: newPasswordSchema,
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { message: M.mismatch, path: ['confirm'] });

export const updateProfileSchema = z.object({ name: nameSchema });
