import type { components } from './api-schema';

/**
 * A shape of the API by its name in docs/openapi.yaml: `ApiSchema<'ContactMessage'>`. The app's API
 * types are these (or built from them), so the server's contract is written once, in the YAML; its
 * TypeScript is generated into api-schema.ts (`npm run api:types`).
 */
export type ApiSchema<Name extends keyof components['schemas']> = components['schemas'][Name];

/**
 * A shape whose category the app reads as any text. The server allows only the four categories, but the
 * pages show any other under a generic description rather than fail (docs/product.md, Services page).
 */
type AnyCategory<T extends { category: string }> = Omit<T, 'category'> & { category: string };

/** A treatment as `GET /api/services` sends it: the Services, Home and Booking pages all read this one. */
export type Service = AnyCategory<ApiSchema<'Service'>>;

/** A treatment as the dashboard lists it: a Service with the number of its bookings. */
export type ServiceView = AnyCategory<ApiSchema<'ServiceView'>>;
