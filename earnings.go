package dayspa

import (
	"context"
	"fmt"
	"time"
)

// A therapist's earnings for a month: her commission and her share of the
// tips, per day with invoices under her name and for the whole month. The
// figures are the Income tab's: the invoices whose therapist name is hers
// exactly, as typed (the way the Income tab's therapist lines group them),
// added up by the same per-day, per-therapist sums (IncomeGroup), so her
// month's totals and her line of the Income tab's summary for that month
// cannot differ. Earnings are commission + therapist tip share
// (TherapistEarnings), as on that line.

// Month is a month of the spa's calendar. JSON writes it "YYYY-MM".
type Month struct {
	Year  int
	Month time.Month
}

const monthLayout = "2006-01"

// ParseMonth parses "YYYY-MM" strictly.
func ParseMonth(s string) (Month, error) {
	t, err := time.Parse(monthLayout, s)
	if err != nil || t.Format(monthLayout) != s {
		return Month{}, fmt.Errorf("invalid month %q", s)
	}
	return Month{t.Year(), t.Month()}, nil
}

// MonthOf returns the month d falls in.
func MonthOf(d Date) Month { return Month{d.Year, d.Month} }

// String prints "YYYY-MM".
func (m Month) String() string { return fmt.Sprintf("%04d-%02d", m.Year, m.Month) }

// MarshalText writes "YYYY-MM".
func (m Month) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

// First returns the month's first day.
func (m Month) First() Date { return Date{m.Year, m.Month, 1} }

// Last returns the month's last day.
func (m Month) Last() Date { return Date{m.Year, m.Month + 1, 1}.AddDays(-1) }

// Contains reports whether d falls in the month.
func (m Month) Contains(d Date) bool { return MonthOf(d) == m }

// EarningsFigures are a therapist's figures of a day or a month: the
// number of treatments (her invoices), her commission, her share of the
// tips and her earnings, commission + tip share.
type EarningsFigures struct {
	Count             int   `json:"count"`
	Commission        Money `json:"commission"`
	TherapistTipShare Money `json:"therapistTipShare"`
	Earnings          Money `json:"earnings"`
}

func (f *EarningsFigures) add(g IncomeFigures) {
	f.Count += g.Count
	f.Commission += g.Commission
	f.TherapistTipShare += g.TherapistTipShare
	f.Earnings = TherapistEarnings(f.Commission, f.TherapistTipShare)
}

// EarningsDay is one day of a therapist's month that has invoices under
// her name.
type EarningsDay struct {
	Date Date `json:"date"`
	EarningsFigures
}

// TherapistMonthEarnings is a therapist's month: a line per day with
// invoices under her name, oldest first, and the month's totals.
type TherapistMonthEarnings struct {
	TherapistID int64           `json:"therapistId"`
	Name        string          `json:"name"`
	Month       Month           `json:"month"`
	Days        []EarningsDay   `json:"days"`
	Totals      EarningsFigures `json:"totals"`
}

// MonthEarnings builds the month m of the therapist id named name from the
// store's per-day, per-therapist sums, in any order: only the groups of
// her name, exactly, and of days of m count.
func MonthEarnings(id int64, name string, m Month, groups []IncomeGroup) TherapistMonthEarnings {
	e := TherapistMonthEarnings{TherapistID: id, Name: name, Month: m, Days: []EarningsDay{}}
	byDay := map[Date]*EarningsFigures{}
	for _, g := range groups {
		if g.Therapist != name || !m.Contains(g.Date) {
			continue
		}
		if byDay[g.Date] == nil {
			byDay[g.Date] = &EarningsFigures{}
		}
		byDay[g.Date].add(g.IncomeFigures)
		e.Totals.add(g.IncomeFigures)
	}
	for d, f := range byDay {
		e.Days = append(e.Days, EarningsDay{Date: d, EarningsFigures: *f})
	}
	sortBy(e.Days, func(a, b EarningsDay) bool { return dateLess(a.Date, b.Date) })
	return e
}

// EarningsStore reads a therapist's earnings.
type EarningsStore interface {
	// TherapistMonthEarnings returns the month m of the therapist id, read
	// in one snapshot with her name (MonthEarnings); ENOTFOUND for an
	// unknown therapist.
	TherapistMonthEarnings(ctx context.Context, id int64, m Month) (TherapistMonthEarnings, error)
}
