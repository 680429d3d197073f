/** The current time, injectable so expiry rules can be tested. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
