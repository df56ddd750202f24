/**
 * The choices of the invoice forms, as the server accepts them (dayspa.IncomeSources and
 * IncomeServices).
 */
export const incomeSources = ['Ph Snap', 'Wgg', 'Moh', 'Ph Insta', 'Ph Google', 'Dv', 'Girl Discou'] as const;
export type IncomeSource = (typeof incomeSources)[number];

export const incomeServices = ['Massage', 'Package (Massage+)', 'Royal Package', 'Moroccan Bath', 'Girls Discount'] as const;
export type IncomeService = (typeof incomeServices)[number];

export const isIncomeSource = (value: string): value is IncomeSource => (incomeSources as readonly string[]).includes(value);
export const isIncomeService = (value: string): value is IncomeService => (incomeServices as readonly string[]).includes(value);

/** Commission is 40% of the service revenue unless entered otherwise. */
export const defaultCommissionPercentage = '40';

/** Invoice numbers are the server's, from 1526. */
export const firstInvoiceNumber = 1526;
