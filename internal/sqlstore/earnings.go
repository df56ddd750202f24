package sqlstore

import (
	"context"

	"github.com/dayspa/dayspa"
)

// TherapistMonthEarnings reads, in one snapshot, the therapist's name and
// the per-day sums of the month's invoices under that name exactly, from
// the same grouping as the Income tab's summary (incomeGroups over
// income_daily), so that the two cannot disagree.
func (db *DB) TherapistMonthEarnings(ctx context.Context, id int64, m dayspa.Month) (dayspa.TherapistMonthEarnings, error) {
	return read(ctx, db, func(tx *Tx) (dayspa.TherapistMonthEarnings, error) {
		th, err := findTherapist(ctx, tx, id)
		if err != nil {
			return dayspa.TherapistMonthEarnings{}, err
		}
		from, to := m.First(), m.Last()
		groups, err := incomeGroups(ctx, tx, dayspa.IncomeFilter{From: &from, To: &to, TherapistName: th.Name}, true)
		if err != nil {
			return dayspa.TherapistMonthEarnings{}, err
		}
		return dayspa.MonthEarnings(th.ID, th.Name, m, groups), nil
	})
}
