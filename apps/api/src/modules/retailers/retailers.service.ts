import { optionalPinSchema, retailerSchema } from '@kasuwa/domain';
import type { Database } from '../../platform/db/client';
import { badInput, DomainError, forbidden, notFound, unauthenticated } from '../../platform/errors';
import { listWindow, pageByName, type ListWindow, type Page } from '../../platform/paging';
import { isId } from '../../platform/ids';
import { parseInput } from '../../platform/parse-input';
import { checkQuota, lockQuota } from '../../platform/quota';
import type { Viewer } from '../../platform/viewer';
import type { GeocodedPlace } from '../geocoding/geocoder';
import { addressKey } from '../locations/address-key';
import type { LocationsService } from '../locations/locations.service';
import type { ManufacturersService } from '../manufacturers/manufacturers.service';
import { RetailersRepository, type StoreFilter } from './retailers.repository';
import type { StoreRow } from './retailers.table';
import type { SpreadsheetRetailer } from './spreadsheet';

export const RETAILERS_PER_CALL_MAX = 500;
/** The order name in store page cursors. */
const STORE_ORDER = 'NAME';

export interface UpdateStoreInput {
  id?: unknown;
  name?: unknown;
  fullAddress?: unknown;
  contact?: unknown;
  /** A map pin: used as given when inside Nigeria. */
  latitude?: unknown;
  longitude?: unknown;
}

export interface CreateStoreInput {
  name?: unknown;
  fullAddress?: unknown;
  contact?: unknown;
  manufacturerId?: unknown;
  /** A map pin: used as given when inside Nigeria. */
  latitude?: unknown;
  longitude?: unknown;
}

export interface StoreLocationInput {
  /** The address text; the store's current one when left out. */
  fullAddress?: unknown;
  latitude?: unknown;
  longitude?: unknown;
}

export class RetailersService {
  private readonly repository: RetailersRepository;

  constructor(
    private readonly db: Database,
    private readonly manufacturers: ManufacturersService,
    private readonly locations: LocationsService,
    /** The most retailers one business may have. */
    private readonly retailersPerBusiness: number,
  ) {
    this.repository = new RetailersRepository(db);
  }

  /** A slice of the stores by name (at most PAGE_MAX). */
  list(filter: StoreFilter, page: { take?: number | null; skip?: number | null } = {}): Promise<StoreRow[]> {
    return this.repository.list(filter, listWindow(page.take, page.skip));
  }

  /** One page of the stores by name, with the total and the cursor of the next page. */
  page(filter: StoreFilter, options: { first?: number | null; after?: string | null } = {}): Promise<Page<StoreRow>> {
    return pageByName(this.repository, STORE_ORDER, filter, options);
  }

  /** The same slice of each manufacturer's stores, by name. */
  findByManufacturerIds(ids: readonly string[], window: ListWindow) {
    return this.repository.findByManufacturerIds(ids, window);
  }

  /** Several stores in one query (unknown or malformed ids are left out). */
  findByIds(ids: readonly string[]): Promise<StoreRow[]> {
    return this.repository.findByIds(ids.filter(isId));
  }

  countByManufacturerIds(ids: readonly string[]) {
    return this.repository.countByManufacturerIds(ids);
  }

  requireOwnedManufacturer(viewer: Viewer | null, manufacturerId: unknown) {
    return this.manufacturers.requireOwned(viewer, manufacturerId);
  }

  /**
   * Checks spreadsheet rows as addMultipleRetailer would, without writing anything: each row is
   * ready (valid, placed, a new name), needs a pin (valid, but its address names no place we know)
   * or carries the reasons it cannot be added.
   */
  async previewImport(viewer: Viewer | null, manufacturerId: unknown, rows: readonly SpreadsheetRetailer[]) {
    const manufacturer = await this.manufacturers.requireOwned(viewer, manufacturerId);
    const taken = branchKeys(await this.repository.branchesOf(manufacturer.id));
    const seen = new Map<string, number>();
    const preview: ImportPreviewRow[] = [];
    for (const row of rows) {
      const errors: ImportPreviewRow['errors'] = [];
      const parsed = retailerSchema.safeParse(row);
      if (!parsed.success) {
        errors.push(...parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })));
      }
      let location: GeocodedPlace | null = null;
      let needsPin = false;
      if (parsed.success) {
        try {
          location = await this.locations.findPlace(parsed.data.fullAddress);
          // Text that names no place we know is not refused: the manufacturer pins it on a map.
          needsPin = location === null;
        } catch (error) {
          errors.push({ field: 'fullAddress', message: error instanceof Error ? error.message : 'Address not found' });
        }
      }
      if (location) {
        const key = branchKey(row.name, location.fullAddress);
        if (taken.has(key)) errors.push({ field: 'name', message: sameBranchMessage(row.name) });
        else if (seen.has(key))
          errors.push({ field: 'name', message: `Same name and address as row ${seen.get(key)}.` });
        if (!seen.has(key)) seen.set(key, row.row);
      }
      preview.push({
        ...row,
        status: errors.length ? 'error' : needsPin ? 'needs_pin' : 'ready',
        errors,
        location: errors.length ? null : location,
      });
    }
    return preview;
  }

  /**
   * Adds retailers all or nothing: every row is checked, owned and geocoded before any is written.
   * A refusal names the row (1-based) in its field path, e.g. `createStoreInputs.2.contact`.
   */
  async addMany(viewer: Viewer | null, inputs: readonly CreateStoreInput[]): Promise<StoreRow[]> {
    if (!viewer) throw unauthenticated();
    if (inputs.length === 0) throw badInput('Add at least one retailer.');
    if (inputs.length > RETAILERS_PER_CALL_MAX) {
      throw badInput(`Add at most ${RETAILERS_PER_CALL_MAX} retailers at a time.`);
    }

    const rows: { manufacturerId: string; name: string; contact: string; place: GeocodedPlace }[] = [];
    const namesSeen = new Set<string>();
    const owned = new Map<unknown, Promise<{ id: string }>>();
    for (const [index, input] of inputs.entries()) {
      const row = await inRow(index, async () => {
        let ownership = owned.get(input.manufacturerId);
        if (!ownership) {
          ownership = this.manufacturers.requireOwned(viewer, input.manufacturerId);
          owned.set(input.manufacturerId, ownership);
        }
        const manufacturer = await ownership;
        const values = parseInput(retailerSchema, input);
        const pin = parseInput(optionalPinSchema, input);
        const place = await this.locations.resolveLocation({ address: values.fullAddress, pin });
        const key = `${manufacturer.id}:${branchKey(values.name, place.fullAddress)}`;
        if (namesSeen.has(key))
          throw badInput(`Retailer "${values.name}" is listed twice at the same address.`, 'name');
        namesSeen.add(key);
        return { manufacturerId: manufacturer.id, name: values.name, contact: values.contact, place };
      });
      rows.push(row);
    }
    const adding = new Map<string, number>();
    for (const row of rows) adding.set(row.manufacturerId, (adding.get(row.manufacturerId) ?? 0) + 1);
    // Checked once before the work of saving, and for certain under the lock inside the transaction.
    await this.checkRetailerQuota(this.repository, adding);

    return this.db.transaction(async (tx) => {
      const repository = new RetailersRepository(tx);
      // In one order, so that two adds for the same businesses cannot wait on each other.
      for (const manufacturerId of [...adding.keys()].sort()) await lockQuota(tx, 'stores', manufacturerId);
      await this.checkRetailerQuota(repository, adding);
      const existing = new Map<string, Set<string>>();
      for (const manufacturerId of adding.keys()) {
        existing.set(manufacturerId, branchKeys(await repository.branchesOf(manufacturerId)));
      }
      const values = [];
      for (const [index, row] of rows.entries()) {
        if (existing.get(row.manufacturerId)?.has(branchKey(row.name, row.place.fullAddress))) {
          throw badInput(sameBranchMessage(row.name), `${index + 1}.name`);
        }
        const location = await this.locations.save(row.place, tx);
        values.push({
          manufacturerId: row.manufacturerId,
          name: row.name,
          contact: row.contact,
          locationId: location.id,
        });
      }
      return repository.insertMany(values);
    });
  }

  /**
   * Changes a retailer's name, address, map pin or contact (a field left out stays as it is).
   * Branches may share a name at different addresses; the same name at the same address is refused.
   */
  async update(viewer: Viewer | null, input: UpdateStoreInput): Promise<StoreRow> {
    if (!viewer) throw unauthenticated();
    const [store] = isId(input.id) ? await this.repository.findByIds([input.id]) : [];
    if (!store) throw notFound('This retailer no longer exists.');
    await this.manufacturers.requireOwned(viewer, store.manufacturerId);
    const [location] = await this.locations.findByIds([store.locationId]);
    const values = parseInput(retailerSchema.omit({ contact: true }), {
      name: input.name ?? store.name,
      fullAddress: input.fullAddress ?? location?.fullAddress,
    });
    // A contact saved before the contact rule stays as it was unless a new one is given.
    const contact =
      input.contact == null ? store.contact : parseInput(retailerSchema.pick({ contact: true }), input).contact;
    const pin = parseInput(optionalPinSchema, input);
    const moved = !location || pin !== null || addressKey(values.fullAddress) !== addressKey(location.fullAddress);
    const place = moved ? await this.locations.resolveLocation({ address: values.fullAddress, pin }) : null;
    const fullAddress = place?.fullAddress ?? location?.fullAddress ?? values.fullAddress;

    return this.db.transaction(async (tx) => {
      const repository = new RetailersRepository(tx);
      await lockQuota(tx, 'stores', store.manufacturerId);
      const others = branchKeys(await repository.branchesOf(store.manufacturerId, store.id));
      if (others.has(branchKey(values.name, fullAddress))) throw badInput(sameBranchMessage(values.name), 'name');
      const newLocation = place ? await this.locations.save(place, tx) : null;
      const updated = await repository.update(store.id, {
        name: values.name,
        contact,
        locationId: newLocation?.id ?? store.locationId,
      });
      if (newLocation) await this.locations.delete([store.locationId], tx);
      return updated;
    });
  }

  /**
   * Deletes the caller's retailers, all or none: any retailer of another business refuses the
   * whole call. Ids that no longer exist are skipped; answers the deleted ones.
   */
  async deleteMany(viewer: Viewer | null, ids: readonly string[]): Promise<StoreRow[]> {
    if (!viewer) throw unauthenticated();
    const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
    if (unique.length === 0) throw badInput('Choose at least one retailer to delete.', 'ids');
    if (unique.length > RETAILERS_PER_CALL_MAX) {
      throw badInput(`Delete at most ${RETAILERS_PER_CALL_MAX} retailers at a time.`, 'ids');
    }
    if (!unique.every(isId)) throw notFound('No such retailer.');
    const found = await this.repository.findByIds(unique);
    const businesses = [...new Set(found.map((s) => s.manufacturerId))].sort();
    for (const manufacturerId of businesses) {
      const owned = await this.manufacturers.requireOwned(viewer, manufacturerId).catch(() => null);
      if (!owned) throw forbidden('You can only delete your own retailers.');
    }
    return this.db.transaction(async (tx) => {
      for (const manufacturerId of businesses) await lockQuota(tx, 'stores', manufacturerId);
      const deleted = await new RetailersRepository(tx).deleteByIds(found.map((s) => s.id));
      await this.locations.delete(
        deleted.map((s) => s.locationId),
        tx,
      );
      return deleted;
    });
  }

  /**
   * Moves one of the viewer's retailers: to a map pin, or to where a new address text is. The
   * address is kept when only a pin is sent.
   */
  relocate(viewer: Viewer | null, storeId: unknown, input: StoreLocationInput): Promise<StoreRow> {
    const fullAddress = input.fullAddress === '' ? undefined : input.fullAddress;
    return this.update(viewer, { id: storeId, fullAddress, latitude: input.latitude, longitude: input.longitude });
  }

  private async checkRetailerQuota(repository: RetailersRepository, adding: Map<string, number>): Promise<void> {
    const existing = await repository.countByManufacturerIds([...adding.keys()]);
    for (const [manufacturerId, count] of adding) {
      checkQuota({
        existing: existing.get(manufacturerId) ?? 0,
        adding: count,
        limit: this.retailersPerBusiness,
        items: 'retailers',
        owner: 'business',
      });
    }
  }
}

export interface ImportPreviewRow extends SpreadsheetRetailer {
  /** needs_pin: valid, but its address names no place we know; it is added with a map pin. */
  status: 'ready' | 'needs_pin' | 'error';
  errors: { field: string; message: string }[];
  /** Where the address was placed, for a ready row. */
  location: GeocodedPlace | null;
}

/** Branches are told apart by name and address together. */
const branchKey = (name: string, fullAddress: string) => `${addressKey(name)}\n${addressKey(fullAddress)}`;
const branchKeys = (branches: readonly { name: string; fullAddress: string }[]) =>
  new Set(branches.map((b) => branchKey(b.name, b.fullAddress)));
const sameBranchMessage = (name: string) => `You already have a retailer named "${name}" at this address.`;

async function inRow<T>(index: number, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof DomainError && error.code === 'BAD_USER_INPUT') {
      throw new DomainError(
        error.code,
        error.message,
        `${index + 1}.${error.field ?? ''}`.replace(/\.$/, ''),
        error.issues,
      );
    }
    throw error;
  }
}
