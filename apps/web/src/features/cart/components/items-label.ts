/** "1 item", "3 items". */
export const itemsLabel = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;
