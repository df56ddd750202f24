package sqlstore

import (
	"context"
	"fmt"
	"strconv"
	"time"

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
		// the spa's clock, to its day. SQLite has no time zones: it shifts
		// the UTC time by the zone's offset at the period's start, exact
		// for a zone without summer time such as Dubai's.
		made := "CAST(created_at AT TIME ZONE $3 AS DATE)"
		zone := any(db.location.String())
		if db.engine == EngineSQLite {
			_, off := p.From.At(0, db.location).Zone()
			made = "date(created_at, $3)"
			zone = strconv.Itoa(off) + " seconds"
		}
		rows, err = tx.QueryContext(ctx, chartBookingsSQL(made), p.From, p.To, zone)
		if err != nil {
			return r, fmt.Errorf("income charts bookings: %w", err)
		}
		type bookingRow struct {
			status    dayspa.BookingStatus
			day, made dayspa.Date
			count     int
		}
		bs, err := scanAll(rows, func(b *bookingRow) []any { return []any{&b.status, &b.day, &b.made, &b.count} })
		if err != nil {
			return r, fmt.Errorf("income charts bookings: %w", err)
		}
		for _, b := range bs {
			r.Bookings = append(r.Bookings, dayspa.ChartBookingRow{Status: b.status, Lead: daysBetween(b.made, b.day), Count: b.count})
		}
		return r, nil
	})
}

// chartBookingsSQL counts the bookings of the days $1 to $2 by status, day
// and made, the day they were made ($3 its zone): from bookings_chart_idx
// alone, which holds all three.
func chartBookingsSQL(made string) string {
	return `SELECT status, booking_date, ` + made + `, COUNT(*) FROM bookings
		WHERE booking_date >= $1 AND booking_date <= $2
		GROUP BY 1, 2, 3`
}

// daysBetween is the number of days from a to b.
func daysBetween(a, b dayspa.Date) int {
	ta := time.Date(a.Year, a.Month, a.Day, 12, 0, 0, 0, time.UTC)
	tb := time.Date(b.Year, b.Month, b.Day, 12, 0, 0, 0, time.UTC)
	return int(tb.Sub(ta).Hours() / 24)
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
