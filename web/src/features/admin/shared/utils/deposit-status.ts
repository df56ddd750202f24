/**
 * What staff read of a booking whose deposit was not paid before its hold ended: the guest is sent no e-mail, so the
 * dashboard's status is where the spa learns why the request went away.
 */
export const expiredLabel = 'Expired — deposit not paid in time';

/** A booking holding its place while its guest pays the deposit on the payment page. */
export const awaitingLabel = 'Awaiting deposit';
