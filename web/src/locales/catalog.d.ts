// A catalog imported with ?lingui is compiled by @lingui/vite-plugin: the messages, ready to use.
declare module '*.json?lingui' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
