import { REVIEW_HIDE_AFTER_REPORTS, REVIEW_TEXT_MAX } from '@kasuwa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, manufacturerAccount, signUp, type Account } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { makeImage } from '../uploads/test-images';
import { placeOrder, UPDATE_ORDER_STATUS } from '../orders/orders.fixtures';
import { REVIEW_MESSAGES, REVIEW_REPORTS_PER_USER } from './reviews.service';

const LINES = /* GraphQL */ `
  query Lines($number: String!) {
    order(number: $number) {
      lines(take: 10) {
        id
        review {
          id
          rating
        }
      }
    }
  }
`;

const WRITE = /* GraphQL */ `
  mutation Write($input: WriteReviewInput!) {
    writeReview(input: $input) {
      id
      rating
      text
      photoUrl
      photoThumbnailUrl
      authorName
      verifiedPurchase
      productName
      reply {
        text
      }
    }
  }
`;

const STORE = /* GraphQL */ `
  query Store($id: String!, $first: Int, $after: String) {
    manufacturer(where: { id: $id }) {
      rating {
        average
        count
      }
    }
    storeReviews(manufacturerId: $id, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        rating
        text
        authorName
        verifiedPurchase
        reply {
          text
        }
      }
    }
  }
`;

const STORES = /* GraphQL */ `
  query Stores {
    manufacturers(take: 100) {
      id
      rating {
        average
        count
      }
    }
  }
`;

const REPLY = /* GraphQL */ `
  mutation Reply($reviewId: String, $text: String) {
    replyToReview(reviewId: $reviewId, text: $text) {
      id
      reply {
        text
      }
    }
  }
`;

const REPORT = /* GraphQL */ `
  mutation Report($input: ReportReviewInput!) {
    reportReview(input: $input)
  }
`;

const MINE = /* GraphQL */ `
  query Mine {
    myReviews {
      totalCount
      nodes {
        id
        hidden
        productName
        manufacturer {
          name
        }
      }
    }
    awaitingReview {
      totalCount
      nodes {
        orderNumber
        orderLine {
          id
          name
        }
      }
    }
  }
`;

const TEXT = 'Soft on the skin and the smell is lovely.';

describe('reviews and store ratings', () => {
  let app: TestApp;
  let store: Account & { manufacturerId: string };
  let otherStore: Account & { manufacturerId: string };
  let shopper: Account;
  let productId: string;
  let secondProductId: string;

  beforeAll(async () => {
    app = await startTestApp();
    store = await manufacturerAccount(app);
    otherStore = await manufacturerAccount(app, { brandStoreName: 'Other Beauty' });
    shopper = await signUp(app);
    productId = (await createProduct(app, store, { quantity: 1000 })).id;
    secondProductId = (await createProduct(app, store, { quantity: 1000, name: 'Black Soap' })).id;
  });
  afterAll(() => app.stop());

  /** A delivered (or moved as far as `steps`) order of the shopper; answers its line ids. */
  async function order(
    account: Account,
    steps = ['CONFIRMED', 'SHIPPED', 'DELIVERED'],
    products = [productId],
  ): Promise<{ number: string; lineIds: string[] }> {
    const [placed] = await placeOrder(
      app,
      account.token,
      products.map((id) => ({ productId: id, quantity: 1 })),
    );
    if (!placed) throw new Error('no order');
    for (const status of steps) {
      const res = await app.gql(UPDATE_ORDER_STATUS, { input: { number: placed.number, status } }, store.token);
      if (res.errors) throw new Error(JSON.stringify(res.errors));
    }
    const lines = (await app.gql(LINES, { number: placed.number }, account.token)).data?.order.lines as {
      id: string;
    }[];
    return { number: placed.number, lineIds: lines.map((l) => l.id) };
  }

  const write = (token: string | undefined, input: Record<string, unknown>) => app.gql(WRITE, { input }, token);
  const storeView = async (id = store.manufacturerId, first?: number, after?: string) =>
    (await app.gql(STORE, { id, first, after })).data as {
      manufacturer: { rating: { average: number | null; count: number } };
      storeReviews: {
        totalCount: number;
        pageInfo: { hasNextPage: boolean; endCursor: string | null };
        nodes: { id: string; rating: number; text: string; authorName: string; reply: { text: string } | null }[];
      };
    };

  it('a store without reviews is "New" (no average, count 0)', async () => {
    const view = await storeView(otherStore.manufacturerId);
    expect(view.manufacturer.rating).toEqual({ average: null, count: 0 });
    expect(view.storeReviews).toMatchObject({ totalCount: 0, nodes: [] });
  });

  it("only the shopper of a delivered order reviews its line, once; the store's rating is the mean", async () => {
    const shipped = await order(shopper, ['CONFIRMED', 'SHIPPED']);
    const notYet = await write(shopper.token, { orderLineId: shipped.lineIds[0], rating: 5, text: TEXT });
    expect(notYet.errors?.[0]).toMatchObject({
      message: REVIEW_MESSAGES.notDelivered,
      extensions: { code: 'CONFLICT' },
    });

    const delivered = await order(shopper);
    const lineId = delivered.lineIds[0];
    const stranger = await signUp(app);
    for (const token of [stranger.token, store.token]) {
      const refused = await write(token, { orderLineId: lineId, rating: 1, text: TEXT });
      expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    }
    expect((await write(undefined, { orderLineId: lineId, rating: 1, text: TEXT })).errors?.[0]).toMatchObject({
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect((await write(shopper.token, { orderLineId: 'not-an-id', rating: 4, text: TEXT })).errors?.[0]).toMatchObject(
      { extensions: { code: 'NOT_FOUND' } },
    );

    const first = await write(shopper.token, { orderLineId: lineId, rating: 4, text: `  ${TEXT}  ` });
    expect(first.errors).toBeUndefined();
    expect(first.data?.writeReview).toMatchObject({
      rating: 4,
      text: TEXT,
      photoUrl: null,
      authorName: 'Ada M.',
      verifiedPurchase: true,
      productName: 'Shea Butter Cream',
      reply: null,
    });
    const again = await write(shopper.token, { orderLineId: lineId, rating: 1, text: 'Changed my mind about it.' });
    expect(again.errors?.[0]).toMatchObject({
      message: REVIEW_MESSAGES.alreadyReviewed,
      extensions: { code: 'CONFLICT' },
    });
    expect((await app.gql(LINES, { number: delivered.number }, shopper.token)).data?.order.lines[0].review).toEqual({
      id: first.data?.writeReview.id,
      rating: 4,
    });

    // The same product bought again is a new purchase with its own review.
    const boughtAgain = await order(shopper);
    expect((await write(shopper.token, { orderLineId: boughtAgain.lineIds[0], rating: 1, text: TEXT })).errors).toBe(
      undefined,
    );
    const view = await storeView();
    expect(view.manufacturer.rating).toEqual({ average: 2.5, count: 2 });
    expect(view.storeReviews.nodes.map((n) => n.rating)).toEqual([1, 4]);

    // The store list carries each store's rating too.
    const stores = (await app.gql(STORES)).data?.manufacturers as { id: string; rating: unknown }[];
    expect(stores.find((s) => s.id === store.manufacturerId)?.rating).toEqual({ average: 2.5, count: 2 });
    expect(stores.find((s) => s.id === otherStore.manufacturerId)?.rating).toEqual({ average: null, count: 0 });
  });

  it('refuses a rating outside 1 to 5 or not whole, and text too short or too long, saving nothing', async () => {
    const { lineIds } = await order(shopper);
    const before = await storeView();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ rating: 0, text: TEXT }, 'rating', 'Choose from 1 to 5 stars'],
      [{ rating: 6, text: TEXT }, 'rating', 'Choose from 1 to 5 stars'],
      [{ rating: 4.5, text: TEXT }, 'rating', 'Choose from 1 to 5 stars'],
      [{ rating: null, text: TEXT }, 'rating', 'Choose from 1 to 5 stars'],
      [{ rating: 3, text: '   short   ' }, 'text', 'Write at least 10 characters'],
      [{ rating: 3, text: null }, 'text', 'Tell other shoppers what you thought'],
      [{ rating: 3, text: 'x'.repeat(REVIEW_TEXT_MAX + 1) }, 'text', `Must be at most ${REVIEW_TEXT_MAX} characters`],
      [{ rating: 3, text: TEXT, photoUrl: 'javascript:alert(1)' }, 'photoUrl', 'Upload the image here first.'],
      [
        { rating: 3, text: TEXT, photoUrl: 'https://tracker.example.com/p.png' },
        'photoUrl',
        'Upload the image here first.',
      ],
    ];
    for (const [input, field, message] of cases) {
      const res = await write(shopper.token, { orderLineId: lineIds[0], ...input });
      expect(res.errors?.[0], JSON.stringify(input).slice(0, 80)).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT', field },
      });
    }
    expect(await storeView()).toEqual(before);
    expect(
      (await write(shopper.token, { orderLineId: lineIds[0], rating: 5, text: 'x'.repeat(REVIEW_TEXT_MAX) })).errors,
    ).toBe(undefined);
  });

  it('takes a photo uploaded through the image pipeline, and answers its URL and thumbnail', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await makeImage('png', 640, 480))], { type: 'image/png' }), 'a.png');
    form.append('upload_preset', 'kasuwa');
    const upload = await fetch(`${app.url}/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${shopper.token}` },
      body: form,
    });
    expect(upload.status).toBe(201);
    const { secure_url } = (await upload.json()) as { secure_url: string };
    const { lineIds } = await order(shopper);
    const res = await write(shopper.token, { orderLineId: lineIds[0], rating: 5, text: TEXT, photoUrl: secure_url });
    expect(res.errors).toBeUndefined();
    expect(res.data?.writeReview.photoUrl).toBe(secure_url);
    expect(res.data?.writeReview.photoThumbnailUrl).toBe(secure_url.replace(/\.webp$/, '.thumb.webp'));
    expect((await fetch(res.data?.writeReview.photoThumbnailUrl)).status).toBe(200);
  });

  it('pages the Reviews tab newest first, with totalCount and a cursor', async () => {
    const view = await storeView(store.manufacturerId, 2);
    expect(view.storeReviews.nodes).toHaveLength(2);
    expect(view.storeReviews.pageInfo.hasNextPage).toBe(true);
    const next = await storeView(store.manufacturerId, 100, view.storeReviews.pageInfo.endCursor ?? undefined);
    const all = [...view.storeReviews.nodes, ...next.storeReviews.nodes].map((n) => n.id);
    expect(new Set(all).size).toBe(view.storeReviews.totalCount);
    expect(next.storeReviews.pageInfo.hasNextPage).toBe(false);
    const bad = await app.gql(STORE, { id: store.manufacturerId, after: 'garbage' });
    expect(bad.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'after' } });
  });

  it('lets only the store owner reply, once, with text within bounds', async () => {
    const { lineIds } = await order(shopper);
    const review = (await write(shopper.token, { orderLineId: lineIds[0], rating: 3, text: TEXT })).data?.writeReview;
    for (const token of [otherStore.token, shopper.token]) {
      const refused = await app.gql(REPLY, { reviewId: review.id, text: 'Thank you!' }, token);
      expect(refused.errors?.[0]).toMatchObject({
        message: REVIEW_MESSAGES.notYourStore,
        extensions: { code: 'FORBIDDEN' },
      });
    }
    expect((await app.gql(REPLY, { reviewId: review.id, text: 'x' })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    const blank = await app.gql(REPLY, { reviewId: review.id, text: '   ' }, store.token);
    expect(blank.errors?.[0]).toMatchObject({ message: 'Write your reply', extensions: { code: 'BAD_USER_INPUT' } });
    const long = await app.gql(REPLY, { reviewId: review.id, text: 'x'.repeat(1001) }, store.token);
    expect(long.errors?.[0]?.message).toBe('Must be at most 1000 characters');

    const replied = await app.gql(REPLY, { reviewId: review.id, text: ' Thank you, Ada! ' }, store.token);
    expect(replied.data?.replyToReview.reply).toEqual({ text: 'Thank you, Ada!' });
    const twice = await app.gql(REPLY, { reviewId: review.id, text: 'Another answer' }, store.token);
    expect(twice.errors?.[0]).toMatchObject({
      message: REVIEW_MESSAGES.alreadyReplied,
      extensions: { code: 'CONFLICT' },
    });
    const shown = (await storeView(store.manufacturerId, 100)).storeReviews.nodes.find((n) => n.id === review.id);
    expect(shown?.reply).toEqual({ text: 'Thank you, Ada!' });
    expect((await app.gql(REPLY, { reviewId: 'nope', text: 'Hi' }, store.token)).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
  });

  it(`lets any other signed-in person report a review once; ${REVIEW_HIDE_AFTER_REPORTS} people hide it from the store and its rating`, async () => {
    const { lineIds } = await order(shopper);
    const review = (
      await write(shopper.token, { orderLineId: lineIds[0], rating: 1, text: 'Terrible, call 0803 000 0000!' })
    ).data?.writeReview;
    const report = (token: string | undefined, reason = 'SPAM', reviewId = review.id) =>
      app.gql(REPORT, { input: { reviewId, reason, note: 'Has a phone number' } }, token);
    const before = await storeView();

    expect((await report(undefined)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await report(shopper.token)).errors?.[0]).toMatchObject({
      message: REVIEW_MESSAGES.ownReview,
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await report(store.token)).errors?.[0]).toMatchObject({
      message: REVIEW_MESSAGES.ownStore,
      extensions: { code: 'FORBIDDEN' },
    });
    const reporters = [otherStore, await signUp(app), await signUp(app)];
    expect((await report(reporters[0]?.token, 'NOT_A_REASON')).errors).toBeDefined();
    expect((await report(reporters[0]?.token)).data?.reportReview).toBe(true);
    expect((await report(reporters[0]?.token)).errors?.[0]).toMatchObject({
      message: REVIEW_MESSAGES.alreadyReported,
      extensions: { code: 'CONFLICT' },
    });
    expect((await report(reporters[1]?.token)).data?.reportReview).toBe(true);
    expect((await storeView()).manufacturer.rating).toEqual(before.manufacturer.rating);

    expect((await report(reporters[2]?.token, 'OFFENSIVE')).data?.reportReview).toBe(true);
    const after = await storeView(store.manufacturerId, 100);
    expect(after.storeReviews.nodes.map((n) => n.id)).not.toContain(review.id);
    expect(after.storeReviews.totalCount).toBe(before.storeReviews.totalCount - 1);
    expect(after.manufacturer.rating.count).toBe(before.manufacturer.rating.count - 1);
    // Its author still sees it, marked hidden.
    const mine = (await app.gql(MINE, {}, shopper.token)).data?.myReviews.nodes as { id: string; hidden: boolean }[];
    expect(mine.find((n) => n.id === review.id)?.hidden).toBe(true);
  });

  it(`takes at most ${REVIEW_REPORTS_PER_USER.points} reports an hour from one account`, async () => {
    const busy = await signUp(app);
    const author = await signUp(app);
    const ids: string[] = [];
    const { lineIds } = await order(author, undefined, [productId, secondProductId]);
    for (const lineId of lineIds) {
      ids.push((await write(author.token, { orderLineId: lineId, rating: 5, text: TEXT })).data?.writeReview.id);
    }
    while (ids.length <= REVIEW_REPORTS_PER_USER.points) {
      const more = await order(author);
      ids.push(
        (await write(author.token, { orderLineId: more.lineIds[0], rating: 5, text: TEXT })).data?.writeReview.id,
      );
    }
    for (const id of ids.slice(0, REVIEW_REPORTS_PER_USER.points)) {
      expect((await app.gql(REPORT, { input: { reviewId: id, reason: 'OTHER' } }, busy.token)).errors).toBeUndefined();
    }
    const refused = await app.gql(REPORT, { input: { reviewId: ids.at(-1), reason: 'OTHER' } }, busy.token);
    expect(refused.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });

  it("lists the shopper's reviews and the delivered products still awaiting one", async () => {
    const buyer = await signUp(app);
    const { number, lineIds } = await order(buyer, undefined, [productId, secondProductId]);
    await order(buyer, ['CONFIRMED']);
    let mine = (await app.gql(MINE, {}, buyer.token)).data;
    expect(mine?.myReviews.totalCount).toBe(0);
    expect(mine?.awaitingReview.totalCount).toBe(2);
    expect(mine?.awaitingReview.nodes.map((n: { orderNumber: string }) => n.orderNumber)).toEqual([number, number]);

    await write(buyer.token, { orderLineId: lineIds[0], rating: 5, text: TEXT });
    mine = (await app.gql(MINE, {}, buyer.token)).data;
    expect(mine?.myReviews).toMatchObject({ totalCount: 1, nodes: [{ manufacturer: { name: 'Ada Beauty' } }] });
    expect(mine?.awaitingReview.totalCount).toBe(1);
    expect(mine?.awaitingReview.nodes[0].orderLine.id).toBe(lineIds[1]);
    expect((await app.gql(MINE)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
