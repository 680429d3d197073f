import { builder } from '../../platform/graphql/builder';
import { listArgs } from '../../platform/graphql/paging';
import { listWindow } from '../../platform/paging';
import type { AuthResult } from './auth.service';
import { ManufacturerRef } from '../manufacturers/manufacturers.graphql';
import type { UserRow } from './auth.table';
import type { AuthService } from './auth.service';
import type { PasswordResetService } from './password-reset.service';

declare module '../../platform/graphql/context' {
  interface ServiceRegistry {
    auth: AuthService;
    passwordReset: PasswordResetService;
  }
}

export const UserRef = builder.objectRef<UserRow>('User');

UserRef.implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    name: t.exposeString('name'),
    manufacturers: t.field({
      type: [ManufacturerRef],
      args: listArgs(t.arg),
      description: "The user's businesses, oldest first.",
      resolve: (user, { take, skip }, { loaders }) =>
        loaders.manufacturersByOwner.load({ id: user.id, ...listWindow(take, skip) }),
    }),
    currentManufacturer: t.field({
      type: ManufacturerRef,
      nullable: true,
      description:
        'The business the dashboard opens: the one the user chose last (selectManufacturer), else their oldest; null without a business.',
      resolve: async (user, _args, { loaders }) => {
        const chosen = await loaders.chosenBusiness.load(user.id);
        const business = chosen ? await loaders.manufacturer.load(chosen) : null;
        if (business?.ownerId === user.id) return business;
        const [oldest] = await loaders.manufacturersByOwner.load({ id: user.id, ...listWindow(1, 0) });
        return oldest ?? null;
      },
    }),
  }),
});

const AuthPayload = builder.objectRef<AuthResult>('AuthPayload').implement({
  fields: (t) => ({
    token: t.exposeString('token'),
    user: t.field({ type: UserRef, resolve: (payload) => payload.user }),
  }),
});

export const MessagePayload = builder.objectRef<{ message: string }>('MessagePayload').implement({
  fields: (t) => ({ message: t.exposeString('message') }),
});

const SignUpManufacturerInput = builder.inputType('SignUpManufacturerInput', {
  fields: (t) => ({
    email: t.string(),
    password: t.string(),
    confirmPassword: t.string(),
    name: t.string(),
    image: t.string({ description: 'Accepted for the existing client; a placeholder there.' }),
  }),
});

const LogInInput = builder.inputType('LogInInput', {
  fields: (t) => ({ email: t.string(), password: t.string() }),
});

builder.queryField('me', (t) =>
  t.field({
    type: UserRef,
    nullable: true,
    description: 'The signed-in user, or null without a valid token.',
    resolve: (_root, _args, { viewer, loaders }) => (viewer ? loaders.user.load(viewer.userId) : null),
  }),
);

builder.mutationFields((t) => ({
  signUp: t.field({
    type: AuthPayload,
    args: { signUpManufacturerInput: t.arg({ type: SignUpManufacturerInput, required: true }) },
    resolve: async (_root, { signUpManufacturerInput }, { services, clientAddress, sessionCookie }) => {
      const result = await services.auth.signUp(signUpManufacturerInput, { address: clientAddress });
      sessionCookie.start(result.token);
      return result;
    },
  }),
  logIn: t.field({
    type: AuthPayload,
    args: { logInInput: t.arg({ type: LogInInput, required: true }) },
    resolve: async (_root, { logInInput }, { services, clientAddress, sessionCookie }) => {
      const result = await services.auth.logIn(logInInput, { address: clientAddress });
      sessionCookie.start(result.token);
      return result;
    },
  }),
  logOut: t.field({
    type: MessagePayload,
    args: { id: t.arg.string({ required: true, description: "The caller's own user id." }) },
    resolve: async (_root, { id }, { services, viewer, sessionCookie }) => {
      await services.auth.logOut(viewer, id);
      sessionCookie.end();
      return { message: 'Successfully logged out' };
    },
  }),
  logOutEverywhere: t.field({
    type: MessagePayload,
    description: 'Ends every session of the signed-in user on every device, the calling one included.',
    resolve: async (_root, _args, { services, viewer, sessionCookie }) => {
      await services.auth.logOutEverywhere(viewer);
      sessionCookie.end();
      return { message: 'You are logged out on every device.' };
    },
  }),
}));

const PasswordResetTicket = builder
  .objectRef<{ resetToken: string; expiresAt: Date }>('PasswordResetTicket')
  .implement({
    description: 'Proof that the emailed code was right: spend it on resetPassword before it expires.',
    fields: (t) => ({
      resetToken: t.exposeString('resetToken'),
      expiresAt: t.field({ type: 'DateTime', resolve: (ticket) => ticket.expiresAt }),
    }),
  });

const ResetPasswordInput = builder.inputType('ResetPasswordInput', {
  fields: (t) => ({ resetToken: t.string(), password: t.string(), confirmPassword: t.string() }),
});

const ChangePasswordInput = builder.inputType('ChangePasswordInput', {
  fields: (t) => ({ currentPassword: t.string(), password: t.string(), confirmPassword: t.string() }),
});

builder.mutationFields((t) => ({
  requestPasswordReset: t.field({
    type: MessagePayload,
    args: { email: t.arg.string({ required: true }) },
    description: 'Emails a 4-digit code and a one-time link; answers the same whether or not the email has an account.',
    resolve: async (_root, { email }, { services, clientAddress, siteUrl }) => ({
      message: await services.passwordReset.requestCode({ email }, { address: clientAddress, siteUrl }),
    }),
  }),
  verifyPasswordResetCode: t.field({
    type: PasswordResetTicket,
    args: { email: t.arg.string({ required: true }), code: t.arg.string({ required: true }) },
    resolve: (_root, args, { services, clientAddress }) =>
      services.passwordReset.verifyCode(args, { address: clientAddress }),
  }),
  resetPassword: t.field({
    type: MessagePayload,
    args: { input: t.arg({ type: ResetPasswordInput, required: true }) },
    description: 'Sets the new password and ends every session of the account.',
    resolve: async (_root, { input }, { services }) => {
      await services.passwordReset.resetPassword(input);
      return { message: 'Your password has been reset. Please log in.' };
    },
  }),
  changePassword: t.field({
    type: MessagePayload,
    args: { input: t.arg({ type: ChangePasswordInput, required: true }) },
    description: "Changes the signed-in user's password; other sessions end.",
    resolve: async (_root, { input }, { services, viewer }) => {
      await services.passwordReset.changePassword(viewer, input);
      return { message: 'Your password has been changed.' };
    },
  }),
}));
