package httpapi

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"reflect"
	"strings"
	"testing"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

func TestCustomersAPI(t *testing.T) {
	t.Parallel()
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, ss := newAdminSpa(t, e)
		run := specRunner(t, ts)
		c := login(t, ts)
		rules := ts.srv.rules
		// 12 customers; customer i has i+1 bookings. The clock is fixed,
		// so the newest customer is the highest id.
		for i := range 12 {
			for range i + 1 {
				nb := newBookingOf(t, ss.massage, bookDay, "10:00", fmt.Sprintf("Guest %02d", i), fmt.Sprintf("guest%02d@example.ae", i))
				sqlstoretest.GrowTeam(t, ts.db, ss.massage.ID, ss.stones.ID) // room for every booking
				if _, err := ts.db.CreateBooking(context.Background(), nb, rules); err != nil {
					t.Fatal(err)
				}
			}
		}
		counts := func(want ...int) func(*testing.T, *http.Response, []byte) {
			return func(t *testing.T, _ *http.Response, body []byte) {
				t.Helper()
				var got []dayspa.CustomerView
				if err := json.Unmarshal(body, &got); err != nil {
					t.Fatal(err)
				}
				var n []int
				for _, v := range got {
					n = append(n, v.BookingCount)
					if !strings.HasPrefix(v.Email, "guest") || v.Phone != "+971 50 123 4567" || v.CreatedAt.IsZero() {
						t.Errorf("customer %+v", v)
					}
				}
				if !reflect.DeepEqual(n, want) {
					t.Errorf("booking counts %v, want %v", n, want)
				}
			}
		}
		for _, sc := range []scenario{
			adminGet(c, "FirstPage", "/api/admin/customers", 200, `"name":"Guest 11"`).withTotal(12).with(counts(12, 11, 10, 9, 8, 7, 6, 5, 4, 3)),
			adminGet(c, "SecondPageCountsAllBookings", "/api/admin/customers?page=2", 200).withTotal(12).with(counts(2, 1)),
			adminGet(c, "SmallPages", "/api/admin/customers?page=4&limit=3", 200).withTotal(12).with(counts(3, 2, 1)),
			adminGet(c, "Search", "/api/admin/customers?search=GUEST%201", 200).withTotal(2).with(counts(12, 11)),
			adminGet(c, "SearchEmail", "/api/admin/customers?search=guest05%40example", 200).withTotal(1).with(counts(6)),
			adminGet(c, "SearchNone", "/api/admin/customers?search=nobody", 200, `[]`).withTotal(0),
			adminGet(c, "ErrPage", "/api/admin/customers?page=0", 400).withErrorField("page"),
			adminGet(c, "ErrLimit", "/api/admin/customers?limit=1000", 400).withErrorField("limit"),
		} {
			t.Run(sc.name, func(t *testing.T) { run(t, sc) })
		}
	})
}
