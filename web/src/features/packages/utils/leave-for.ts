/** Sends the browser to another site's page (the hosted payment page): a full navigation that leaves the app. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
