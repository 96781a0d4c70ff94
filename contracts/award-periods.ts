// The kinds of award period, as the database stores them (award_periods.period_type), and their labels.
export const periodTypes = ["monthly", "annual"] as const;
export type PeriodType = (typeof periodTypes)[number];
export const periodTypeLabels: Record<PeriodType, string> = { monthly: "Monthly", annual: "Annual" };
