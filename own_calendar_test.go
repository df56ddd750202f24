package dayspa

import (
	"net/url"
	"testing"
	"time"
)

// Her calendar's days: today by default, one day when only from is
// given, at most MaxOwnCalendarDays, never backwards or outside the
// record window.
func TestOwnCalendarQuery(t *testing.T) {
	today := Date{2026, time.November, 22}
	for _, tc := range []struct {
		query, from, to, field string
	}{
		{"", "2026-11-22", "2026-11-22", ""},
		{"from=2026-11-29", "2026-11-29", "2026-11-29", ""},
		{"from=2026-11-01&to=2026-12-01", "2026-11-01", "2026-12-01", ""},
		{"from=2026-11-01&to=2026-12-02", "", "", "to"},
		{"from=2026-11-29&to=2026-11-28", "", "", "to"},
		{"from=2026-11-31", "", "", "from"},
		{"from=1999-12-31", "", "", "from"},
		{"from=2026-11-29&to=tomorrow", "", "", "to"},
	} {
		q, _ := url.ParseQuery(tc.query)
		from, to, err := OwnCalendarQuery(q, today)
		if tc.field != "" {
			if f := ErrorFields(err); len(f) != 1 || f[tc.field] == "" {
				t.Errorf("%q: error %v, want one on %s", tc.query, err, tc.field)
			}
			continue
		}
		if err != nil || from.String() != tc.from || to.String() != tc.to {
			t.Errorf("%q = %s..%s, %v; want %s..%s", tc.query, from, to, err, tc.from, tc.to)
		}
	}
}
