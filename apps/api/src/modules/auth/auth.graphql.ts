import { builder } from '../../graphql/builder';
import { ManufacturerRef, UserRef } from '../../graphql/refs';
import type { AuthResult } from './auth.service';

UserRef.implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    name: t.exposeString('name'),
    manufacturers: t.field({
      type: [ManufacturerRef],
      resolve: (user, _args, { loaders }) => loaders.manufacturersByOwner.load(user.id),
    }),
  }),
});

const AuthPayload = builder.objectRef<AuthResult>('AuthPayload').implement({
  fields: (t) => ({
    token: t.exposeString('token'),
    user: t.field({ type: UserRef, resolve: (payload) => payload.user }),
  }),
});

const MessagePayload = builder.objectRef<{ message: string }>('MessagePayload').implement({
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
    resolve: (_root, { signUpManufacturerInput }, { services }) => services.auth.signUp(signUpManufacturerInput),
  }),
  logIn: t.field({
    type: AuthPayload,
    args: { logInInput: t.arg({ type: LogInInput, required: true }) },
    resolve: (_root, { logInInput }, { services }) => services.auth.logIn(logInInput),
  }),
  logOut: t.field({
    type: MessagePayload,
    args: { id: t.arg.string({ required: true, description: "The caller's own user id." }) },
    resolve: async (_root, { id }, { services, viewer }) => {
      await services.auth.logOut(viewer, id);
      return { message: 'Successfully logged out' };
    },
  }),
}));
