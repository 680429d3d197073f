import { builder } from '../../platform/graphql/builder';
import { MessagePayload } from '../auth/auth.graphql';
import type { AccountDeletionService } from './account-deletion.service';

declare module '../../platform/graphql/context' {
  interface ServiceRegistry {
    accountDeletion: AccountDeletionService;
  }
}

const DeleteAccountInput = builder.inputType('DeleteAccountInput', {
  fields: (t) => ({ password: t.string({ description: "The account's password, typed again." }) }),
});

builder.mutationFields((t) => ({
  deleteAccount: t.field({
    type: MessagePayload,
    args: { input: t.arg({ type: DeleteAccountInput, required: true }) },
    description:
      "Deletes the signed-in person's account for good, after their password: their businesses (refused while one has taken orders), saved addresses, cart, favourites, reviews and every session. Past orders stay with the stores, without the person's name, phone or address; refused while an order is still in progress.",
    resolve: async (_root, { input }, { services, viewer, sessionCookie }) => {
      await services.accountDeletion.deleteAccount(viewer, input.password);
      sessionCookie.end();
      return { message: 'Your account has been deleted.' };
    },
  }),
}));
