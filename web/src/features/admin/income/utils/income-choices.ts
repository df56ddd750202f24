/**
 * The choices of the invoice forms (SPEC §5), as the server accepts them (dayspa.IncomeSources and
 * IncomeServices). SPEC's source list also shows "{name}", a placeholder of its template, not a source.
 */
export const incomeSources = ['Ph Snap', 'Wgg', 'Moh', 'Ph Insta', 'Ph Google', 'Dv', 'Girl Discou'] as const;
export type IncomeSource = (typeof incomeSources)[number];

export const incomeServices = ['Massage', 'Package (Massage+)', 'Royal Package', 'Moroccan Bath', 'Girls Discount'] as const;
export type IncomeService = (typeof incomeServices)[number];

export const isIncomeSource = (value: string): value is IncomeSource => (incomeSources as readonly string[]).includes(value);
export const isIncomeService = (value: string): value is IncomeService => (incomeServices as readonly string[]).includes(value);

/** SPEC §9: commission is 40% of the service revenue unless entered otherwise. */
export const defaultCommissionPercentage = '40';

/** SPEC §9: invoice numbers are the server's, from 1526. */
export const firstInvoiceNumber = 1526;
