package sqlstore

import (
	"context"
	"fmt"
	"strconv"

	"github.com/dayspa/dayspa"
)

// The Income area's charts. Every figure is a GROUP BY in the database
// over rows kept per day, whatever the number of invoices: the takings per
// day and per therapist come from income_daily (a row per day and
// therapist), those per service and source from income_daily_split (a row
// per day and service, per day and source), the bookings from a count per
// status and lead time. Weeks and months are made of days in Go
// (dayspa.BuildIncomeCharts).

// IncomeChartRows reads the aggregated rows of p's charts in one snapshot.
func (db *DB) IncomeChartRows(ctx context.Context, p dayspa.ChartPeriod) (dayspa.ChartRows, error) {
	return read(ctx, db, func(tx *Tx) (dayspa.ChartRows, error) {
		var r dayspa.ChartRows
		rows, err := tx.QueryContext(ctx, `
			SELECT day, `+sum("cash_amount")+`, `+sum("visa_amount")+`, `+sum("total_amount")+`, CAST(SUM(invoices) AS BIGINT)
			FROM income_daily WHERE day >= $1 AND day <= $2 GROUP BY day ORDER BY day`, p.From, p.To)
		if err != nil {
			return r, fmt.Errorf("income charts by day: %w", err)
		}
		r.Days, err = scanAll(rows, func(d *dayspa.ChartDayRow) []any {
			return []any{&d.Date, &d.Cash, &d.Card, &d.Total, &d.Count}
		})
		if err != nil {
			return r, fmt.Errorf("income charts by day: %w", err)
		}
		groups := []struct {
			dest  *[]dayspa.ChartGroupRow
			query string
		}{
			{&r.Therapists, `SELECT therapist_name, '', ` + sum("total_amount") + `, CAST(SUM(invoices) AS BIGINT)
				FROM income_daily WHERE day >= $1 AND day <= $2 GROUP BY therapist_name`},
			{&r.Services, `SELECT name, category, ` + sum("total_amount") + `, CAST(SUM(invoices) AS BIGINT)
				FROM income_daily_split WHERE split = 'service' AND day >= $1 AND day <= $2 GROUP BY name, category`},
			{&r.Sources, `SELECT name, '', ` + sum("total_amount") + `, CAST(SUM(invoices) AS BIGINT)
				FROM income_daily_split WHERE split = 'source' AND day >= $1 AND day <= $2 GROUP BY name`},
		}
		for _, g := range groups {
			rows, err := tx.QueryContext(ctx, g.query, p.From, p.To)
			if err != nil {
				return r, fmt.Errorf("income charts: %w", err)
			}
			if *g.dest, err = scanAll(rows, func(s *dayspa.ChartGroupRow) []any {
				return []any{&s.Key, &s.Category, &s.Total, &s.Count}
			}); err != nil {
				return r, fmt.Errorf("income charts: %w", err)
			}
		}
		// The lead time is the days from the day a booking was made, on
		// the spa's clock, to its day, worked out in the database so that
		// it answers a row per status and lead, not per booking's day and
		// day made. SQLite has no time zones: it shifts the UTC time by the
		// zone's offset at the period's start, exact for a zone without
		// summer time such as Dubai's.
		lead := "booking_date - CAST(created_at AT TIME ZONE $3 AS DATE)"
		zone := any(db.location.String())
		if db.engine == EngineSQLite {
			_, off := p.From.At(0, db.location).Zone()
			lead = sqliteLead
			zone = strconv.Itoa(off) + " seconds"
		}
		rows, err = tx.QueryContext(ctx, chartBookingsSQL(lead), p.From, p.To, zone)
		if err != nil {
			return r, fmt.Errorf("income charts bookings: %w", err)
		}
		r.Bookings, err = scanAll(rows, func(b *dayspa.ChartBookingRow) []any { return []any{&b.Status, &b.Lead, &b.Count} })
		if err != nil {
			return r, fmt.Errorf("income charts bookings: %w", err)
		}
		return r, nil
	})
}

// sqliteLead is a booking's lead on SQLite, $3 the zone's offset.
const sqliteLead = "CAST(julianday(booking_date) - julianday(created_at, $3, 'start of day') AS INTEGER)"

// chartBookingsSQL counts the bookings of the days $1 to $2 by status and
// lead, the days from the day they were made ($3 its zone) to their day:
// from bookings_chart_idx alone, which holds the day, status and made.
func chartBookingsSQL(lead string) string {
	return `SELECT status, ` + lead + `, COUNT(*) FROM bookings
		WHERE booking_date >= $1 AND booking_date <= $2
		GROUP BY 1, 2`
}

// scanAll reads every row into a T whose fields dest points Scan at, and
// closes rows.
func scanAll[T any](rows interface {
	Next() bool
	Scan(...any) error
	Err() error
	Close() error
}, dest func(*T) []any) ([]T, error) {
	defer rows.Close()
	var out []T
	for rows.Next() {
		var v T
		if err := rows.Scan(dest(&v)...); err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, rows.Err()
}
