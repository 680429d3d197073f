import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { badInput, notFound, unauthenticated } from '../../platform/errors';
import { isId } from '../../platform/ids';
import { listWindow } from '../../platform/paging';
import { parseInput } from '../../platform/parse-input';
import { checkQuota, lockQuota } from '../../platform/quota';
import type { Viewer } from '../../platform/viewer';
import type { LocationsService } from '../locations/locations.service';
import { isInNigeria, saveAddressSchema, type SaveAddressValues } from './addresses.input';
import { AddressesRepository, type AddressFields } from './addresses.repository';
import type { SavedAddressRow } from './addresses.table';

const addressNotFound = () => notFound('Address not found');

/**
 * A signed-in user's saved delivery addresses. Every write runs under the user's quota lock, so
 * counting, and clearing one default before setting another, cannot be overtaken by a parallel write.
 */
export class AddressesService {
  private readonly repository: AddressesRepository;

  constructor(
    private readonly db: Database,
    private readonly locations: LocationsService,
    private readonly clock: Clock,
    private readonly addressesPerUser: number,
  ) {
    this.repository = new AddressesRepository(db);
  }

  myAddresses(viewer: Viewer | null, take?: number | null, skip?: number | null): Promise<SavedAddressRow[]> {
    if (!viewer) throw unauthenticated();
    return this.repository.listOf(viewer.userId, listWindow(take, skip));
  }

  /** One of the viewer's addresses; null for a malformed id or anyone else's. */
  async findOwned(viewer: Viewer, id: unknown): Promise<SavedAddressRow | null> {
    if (!isId(id)) return null;
    return this.repository.findOwned(viewer.userId, id.toLowerCase());
  }

  /**
   * Adds an address, or replaces the fields of the viewer's address `id`. Without a map pin the
   * address is placed from its text. The first address becomes the default; `isDefault: true`
   * moves the default to this one (false never leaves the user without one).
   */
  async save(viewer: Viewer | null, input: { id?: unknown } & Record<string, unknown>): Promise<SavedAddressRow> {
    if (!viewer) throw unauthenticated();
    const { id, ...rest } = input;
    if (id != null && !isId(id)) throw addressNotFound();
    const values = parseInput(saveAddressSchema, rest);
    // Placed before the transaction: a slow geocoder must not hold the lock.
    const fields = await this.placed(values);
    const now = this.clock();
    return this.db.transaction(async (tx) => {
      const repository = new AddressesRepository(tx);
      await lockQuota(tx, 'addresses', viewer.userId);
      let saved: SavedAddressRow | null;
      let makeDefault = values.isDefault === true;
      if (id == null) {
        const existing = await repository.countOf(viewer.userId);
        checkQuota({ existing, adding: 1, limit: this.addressesPerUser, items: 'saved addresses', owner: 'account' });
        saved = await repository.insert(viewer.userId, fields, now);
        if (existing === 0) makeDefault = true;
      } else {
        saved = await repository.update(viewer.userId, id.toLowerCase(), fields, now);
        if (!saved) throw addressNotFound();
      }
      if (makeDefault && !saved.isDefault) saved = await repository.makeDefault(viewer.userId, saved.id, now);
      if (!saved) throw new Error('a saved address vanished under its lock');
      return saved;
    });
  }

  /** Removes one of the viewer's addresses; when it was the default, the oldest left takes its place. */
  async remove(viewer: Viewer | null, id: unknown): Promise<boolean> {
    if (!viewer) throw unauthenticated();
    if (!isId(id)) throw addressNotFound();
    await this.db.transaction(async (tx) => {
      const repository = new AddressesRepository(tx);
      await lockQuota(tx, 'addresses', viewer.userId);
      const removed = await repository.remove(viewer.userId, id.toLowerCase());
      if (!removed) throw addressNotFound();
      if (!removed.isDefault) return;
      const next = await repository.oldestOf(viewer.userId);
      if (next) await repository.makeDefault(viewer.userId, next.id, this.clock());
    });
    return true;
  }

  async setDefault(viewer: Viewer | null, id: unknown): Promise<SavedAddressRow> {
    if (!viewer) throw unauthenticated();
    if (!isId(id)) throw addressNotFound();
    return this.db.transaction(async (tx) => {
      const repository = new AddressesRepository(tx);
      await lockQuota(tx, 'addresses', viewer.userId);
      // Checked first: someone else's id must not clear the viewer's default either.
      if (!(await repository.findOwned(viewer.userId, id.toLowerCase()))) throw addressNotFound();
      const row = await repository.makeDefault(viewer.userId, id.toLowerCase(), this.clock());
      if (!row) throw addressNotFound();
      return row;
    });
  }

  private async placed(values: SaveAddressValues): Promise<AddressFields> {
    const { label, recipientName, phone, fullAddress } = values;
    if (values.latitude !== undefined && values.longitude !== undefined) {
      return { label, recipientName, phone, fullAddress, latitude: values.latitude, longitude: values.longitude };
    }
    const place = await this.locations.place(fullAddress);
    if (!isInNigeria(place.latitude, place.longitude)) {
      throw badInput(`"${fullAddress}" is not in Nigeria. Enter a Nigerian address.`, 'fullAddress');
    }
    return { label, recipientName, phone, fullAddress, latitude: place.latitude, longitude: place.longitude };
  }
}
