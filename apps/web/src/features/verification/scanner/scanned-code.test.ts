import { checkCharacterOf, formatUnitCode, UNIT_CODE_ALPHABET } from '@kasuwa/domain';
import { describe, expect, it } from 'vitest';
import { codeFromScan } from './scanned-code';

const BODY = '7K3MQ9XD4TBRHW2';
const CODE = formatUnitCode(`${BODY}${checkCharacterOf(BODY)}`);
const otherCharacter = (c: string) =>
  UNIT_CODE_ALPHABET[(UNIT_CODE_ALPHABET.indexOf(c) + 1) % UNIT_CODE_ALPHABET.length]!;
const WRONG_CHECK = formatUnitCode(`${BODY}${otherCharacter(checkCharacterOf(BODY))}`);

describe('codeFromScan: what a scanned QR leads to', () => {
  it.each([
    ['the label link', `https://kasuwa.ng/v/${CODE}`],
    ['a link under an earlier PUBLIC_URL, any host and port', `http://old-host.example:8080/v/${CODE}`],
    ['a link under a path prefix', `https://example.com/shop/v/${CODE}`],
    ['a link with a trailing slash, a query and a fragment', `https://kasuwa.ng/v/${CODE}/?utm=label#top`],
    ['a link in lower case without dashes', `https://KASUWA.ng/v/${CODE.replaceAll('-', '').toLowerCase()}`],
    ['a percent-encoded link', `https://kasuwa.ng/v/${CODE.replaceAll('-', '%2D')}`],
    ['a bare code', CODE],
    ['a bare code in lower case with spaces', ` ${CODE.replaceAll('-', ' ').toLowerCase()}\n`],
    ['a bare code with look-alikes (O for 0)', CODE.replaceAll('0', 'O')],
  ])('%s gives the grouped code', (_label, text) => {
    expect(codeFromScan(text)).toBe(CODE);
  });

  it.each([
    ['a website', 'https://example.com/'],
    ['another path ending in a code', `https://kasuwa.ng/p/${CODE}`],
    ['a code before more path', `https://kasuwa.ng/v/${CODE}/extra`],
    ['a code in the query only', `https://kasuwa.ng/verify?code=${CODE}`],
    ['another scheme', `ftp://kasuwa.ng/v/${CODE}`],
    ['a link whose check character fails', `https://kasuwa.ng/v/${WRONG_CHECK}`],
    ['a bare code whose check character fails', WRONG_CHECK],
    ['a short code', CODE.slice(0, 14)],
    ['a code with one character too many', `${CODE}7`],
    ['a product barcode number', '5012345678900'],
    ['text', 'Hello from the factory!'],
    ['a Wi-Fi QR', 'WIFI:T:WPA;S:Shop;P:secret;;'],
    ['nothing', '   '],
  ])('%s is not a Kasuwa code', (_label, text) => {
    expect(codeFromScan(text)).toBeNull();
  });
});
