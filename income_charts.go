package dayspa

import (
	"context"
	"strings"
	"time"
)

// The Income area's charts: a period's takings per day, week or month
// (cash, card, total), per therapist, service, category and source, and
// its bookings by outcome and by lead time. The store adds the amounts up
// in the database (ChartRows); the pure functions here put those rows in
// buckets, so that every bucket of the period is present, zero when it
// has nothing, and a chart's axis never skips one.

// The grains of a chart's time axis.
const (
	ChartByDay   = "day"
	ChartByWeek  = "week"
	ChartByMonth = "month"
)

// The longest periods a chart may cover: a year of days (a leap year's
// 366), three years of weeks or months. Longer day axes are unreadable
// and cost the browser more than they show.
const (
	MaxChartDays     = 366
	MaxChartLongDays = 3*366 + 1
)

// The messages of a chart's period.
var (
	MsgChartFrom   = NewMsg("income.charts.from", "From must be a date as YYYY-MM-DD.")
	MsgChartTo     = NewMsg("income.charts.to", "To must be a date as YYYY-MM-DD, not before from.")
	MsgChartBy     = NewMsg("income.charts.by", "By must be day, week or month.")
	MsgChartLength = NewMsg("income.charts.length", "The period must be at most %d days for this grain.", "max")
)

// ChartPeriod is the period a chart covers, both ends included, and the
// grain of its time axis.
type ChartPeriod struct {
	From, To Date
	By       string
}

// DefaultChartDays is the length of a chart's period when an end of it is
// open: a month of days, the evening's look at the trend.
const DefaultChartDays = 30

// ParseChartPeriod reads from, to (YYYY-MM-DD, from ≤ to) and by (day,
// week or month; blank is day). An open end is filled in, so that a
// chart always answers with the period it covers: with both open, the
// DefaultChartDays up to today; with to open, as many days from from but
// not past today (nor before from); with from open, as many days up to
// to. A by=day period is at most MaxChartDays days long, a week or month
// one at most MaxChartLongDays: a longer one is refused, not cut. Errors
// are EINVALID naming the field.
func ParseChartPeriod(from, to, by string, today Date) (ChartPeriod, error) {
	f := FieldErrors{}
	var p ChartPeriod
	var err error
	from, to = strings.TrimSpace(from), strings.TrimSpace(to)
	if from != "" {
		if p.From, err = ParseDate(from); err != nil {
			f.Add("from", MsgChartFrom)
		}
	}
	if to != "" {
		if p.To, err = ParseDate(to); err != nil {
			f.Add("to", MsgChartTo)
		}
	}
	switch {
	case from == "" && to == "":
		p.To = today
		p.From = today.AddDays(-(DefaultChartDays - 1))
	case from == "":
		p.From = p.To.AddDays(-(DefaultChartDays - 1))
	case to == "":
		p.To = p.From.AddDays(DefaultChartDays - 1)
		if p.To.After(today) {
			p.To = today
		}
		if p.To.Before(p.From) {
			p.To = p.From
		}
	}
	switch p.By = strings.ToLower(strings.TrimSpace(by)); p.By {
	case "":
		p.By = ChartByDay
	case ChartByDay, ChartByWeek, ChartByMonth:
	default:
		f.Add("by", MsgChartBy)
	}
	if len(f) == 0 {
		if p.To.Before(p.From) {
			f.Add("to", MsgChartTo)
		} else if most := p.MaxDays(); p.Days() > most {
			f.Add("to", MsgChartLength, most)
		}
	}
	if err := f.Err(); err != nil {
		return ChartPeriod{}, err
	}
	return p, nil
}

// MaxDays is the longest period p's grain allows.
func (p ChartPeriod) MaxDays() int {
	if p.By == ChartByDay {
		return MaxChartDays
	}
	return MaxChartLongDays
}

// Days is the number of days of the period, both ends included.
func (p ChartPeriod) Days() int {
	a := time.Date(p.From.Year, p.From.Month, p.From.Day, 12, 0, 0, 0, time.UTC)
	b := time.Date(p.To.Year, p.To.Month, p.To.Day, 12, 0, 0, 0, time.UTC)
	return int(b.Sub(a).Hours()/24) + 1
}

// BucketOf returns the first day of d's bucket: d itself by day, the
// Monday of its week by week (the UAE's working week has started on
// Monday since 2022), the first of its month by month. The first bucket
// may start before the period: its label is the bucket's start, and
// only the period's days are counted in it.
func (p ChartPeriod) BucketOf(d Date) Date {
	switch p.By {
	case ChartByWeek:
		wd := int(time.Date(d.Year, d.Month, d.Day, 12, 0, 0, 0, time.UTC).Weekday())
		return d.AddDays(-((wd + 6) % 7)) // Monday is 0 days back, Sunday 6
	case ChartByMonth:
		return Date{d.Year, d.Month, 1}
	}
	return d
}

// Buckets returns the start of every bucket of the period, in order.
func (p ChartPeriod) Buckets() []Date {
	var out []Date
	for d := p.From; !p.To.Before(d); d = d.AddDays(1) {
		b := p.BucketOf(d)
		if len(out) == 0 || out[len(out)-1] != b {
			out = append(out, b)
		}
	}
	return out
}

// ChartDayRow is the store's sums of the invoices of one day.
type ChartDayRow struct {
	Date  Date
	Cash  Money
	Card  Money
	Total Money
	Count int
}

// ChartGroupRow is the store's sums of a period's invoices for one key
// (a therapist, a service with its category, or a source).
type ChartGroupRow struct {
	Key      string
	Category string // the service's category, on rows by service
	Total    Money
	Count    int
}

// ChartBookingRow is the store's count of a period's bookings of one
// status whose day came lead days after the day they were made.
type ChartBookingRow struct {
	Status BookingStatus
	Lead   int
	Count  int
}

// ChartRows are the aggregated rows the store reads for a period.
type ChartRows struct {
	Days       []ChartDayRow
	Therapists []ChartGroupRow
	Services   []ChartGroupRow
	Sources    []ChartGroupRow
	Bookings   []ChartBookingRow
}

// TakingsBucket is the takings of one bucket of the time axis.
type TakingsBucket struct {
	Start Date  `json:"start"`
	Cash  Money `json:"cash"`
	Card  Money `json:"card"`
	Total Money `json:"total"`
	Count int   `json:"count"`
}

// ChartSlice is one bar of a chart by key: its label, the invoices' total
// and how many invoices.
type ChartSlice struct {
	Label string `json:"label"`
	Total Money  `json:"total"`
	Count int    `json:"count"`
}

// ChartCount is one bar of a bookings chart: its key and how many.
type ChartCount struct {
	Key   string `json:"key"`
	Count int    `json:"count"`
}

// The lead-time buckets of bookings: how many days before its day a
// booking was made.
const (
	LeadSameDay  = "same_day"
	LeadOneTwo   = "1_2"
	LeadThree7   = "3_7"
	LeadEight30  = "8_30"
	LeadOver30   = "over_30"
	OutcomeOther = "open" // pending or confirmed: no outcome yet
)

// LeadBuckets and Outcomes are the keys of the bookings charts, in order.
var (
	LeadBuckets = []string{LeadSameDay, LeadOneTwo, LeadThree7, LeadEight30, LeadOver30}
	Outcomes    = []string{string(StatusCompleted), string(StatusCancelled), string(StatusNoShow)}
)

// LeadBucket returns the bucket of a lead time in days. A negative lead
// (a booking recorded after its day) counts as the same day.
func LeadBucket(days int) string {
	switch {
	case days <= 0:
		return LeadSameDay
	case days <= 2:
		return LeadOneTwo
	case days <= 7:
		return LeadThree7
	case days <= 30:
		return LeadEight30
	}
	return LeadOver30
}

// IncomeCharts is everything the Income area's charts show for a period,
// in one answer. Totals is the period's takings: the sum of Takings, and
// of each chart by key.
type IncomeCharts struct {
	From        Date            `json:"from"`
	To          Date            `json:"to"`
	By          string          `json:"by"`
	Totals      TakingsBucket   `json:"totals"`
	Takings     []TakingsBucket `json:"takings"`
	Therapists  []ChartSlice    `json:"therapists"`
	Services    []ChartSlice    `json:"services"`
	Categories  []ChartSlice    `json:"categories"`
	Sources     []ChartSlice    `json:"sources"`
	Outcomes    []ChartCount    `json:"outcomes"`
	LeadTimes   []ChartCount    `json:"leadTimes"`
	OpenBooking int             `json:"openBookings"` // pending or confirmed: not in Outcomes
}

// BuildIncomeCharts builds the charts of p from the store's rows, in any
// order. Every bucket of the period, outcome and lead time is present;
// the charts by key hold the keys that have invoices, largest first.
func BuildIncomeCharts(p ChartPeriod, rows ChartRows) IncomeCharts {
	c := IncomeCharts{From: p.From, To: p.To, By: p.By}
	starts := p.Buckets()
	index := make(map[Date]int, len(starts))
	c.Takings = make([]TakingsBucket, len(starts))
	for i, s := range starts {
		index[s] = i
		c.Takings[i].Start = s
	}
	for _, r := range rows.Days {
		if r.Date.Before(p.From) || r.Date.After(p.To) {
			continue
		}
		b := &c.Takings[index[p.BucketOf(r.Date)]]
		b.Cash += r.Cash
		b.Card += r.Card
		b.Total += r.Total
		b.Count += r.Count
		c.Totals.Cash += r.Cash
		c.Totals.Card += r.Card
		c.Totals.Total += r.Total
		c.Totals.Count += r.Count
	}
	c.Totals.Start = p.From
	c.Therapists = chartSlices(rows.Therapists, false)
	c.Services = chartSlices(rows.Services, false)
	c.Categories = chartSlices(rows.Services, true)
	c.Sources = chartSlices(rows.Sources, false)

	outcomes := map[string]int{}
	leads := map[string]int{}
	for _, r := range rows.Bookings {
		switch r.Status {
		case StatusCompleted, StatusCancelled, StatusNoShow:
			outcomes[string(r.Status)] += r.Count
		default:
			c.OpenBooking += r.Count
		}
		leads[LeadBucket(r.Lead)] += r.Count
	}
	for _, k := range Outcomes {
		c.Outcomes = append(c.Outcomes, ChartCount{Key: k, Count: outcomes[k]})
	}
	for _, k := range LeadBuckets {
		c.LeadTimes = append(c.LeadTimes, ChartCount{Key: k, Count: leads[k]})
	}
	return c
}

// chartSlices adds rows up by key (by category when byCategory; a blank one
// is "Other"), largest total first, then by label.
func chartSlices(rows []ChartGroupRow, byCategory bool) []ChartSlice {
	sums := map[string]*ChartSlice{}
	var keys []string
	for _, r := range rows {
		k := r.Key
		if byCategory {
			k = r.Category
		}
		if strings.TrimSpace(k) == "" {
			k = "Other"
		}
		s := sums[k]
		if s == nil {
			s = &ChartSlice{Label: k}
			sums[k] = s
			keys = append(keys, k)
		}
		s.Total += r.Total
		s.Count += r.Count
	}
	out := make([]ChartSlice, 0, len(keys))
	for _, k := range keys {
		out = append(out, *sums[k])
	}
	sortBy(out, func(a, b ChartSlice) bool {
		if a.Total != b.Total {
			return a.Total > b.Total
		}
		return nameLess(a.Label, b.Label)
	})
	return out
}

// IncomeChartStore reads the aggregated rows of a period's charts, in one
// snapshot.
type IncomeChartStore interface {
	IncomeChartRows(ctx context.Context, p ChartPeriod) (ChartRows, error)
}
