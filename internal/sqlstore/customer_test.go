package sqlstore_test

import (
	"context"
	"fmt"
	"reflect"
	"testing"

	"github.com/dayspa/dayspa"
)

func TestListCustomers(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()

		t.Run("Empty", func(t *testing.T) {
			t.Parallel()
			got, total, err := newDB(t, e).ListCustomers(ctx, dayspa.CustomerFilter{})
			must(t, err)
			if got == nil || len(got) != 0 || total != 0 {
				t.Errorf("got %v, total %d; want an empty list and 0", got, total)
			}
		})

		t.Run("CountsOverAllBookings", func(t *testing.T) {
			t.Parallel()
			db := newTickingDB(t, e)
			svc := createService(t, db, massage("Swedish Massage"))
			// 14 customers, customer i (created i-th) has i+1 bookings; the
			// first customer books again last of all.
			var emails []string
			for i := range 14 {
				emails = append(emails, fmt.Sprintf("guest%02d@example.ae", i))
				for range i + 1 {
					book(t, db, svc, bookDay.AddDays(i%20), fmt.Sprintf("Guest %02d", i), emails[i])
				}
			}
			book(t, db, svc, bookDay, "Guest 00", "GUEST00@example.ae")
			for _, tt := range []struct {
				name   string
				f      dayspa.CustomerFilter
				want   []int // customer numbers, newest first
				total  int
				counts []int
			}{
				{"FirstPage", dayspa.CustomerFilter{}, []int{13, 12, 11, 10, 9, 8, 7, 6, 5, 4}, 14, []int{14, 13, 12, 11, 10, 9, 8, 7, 6, 5}},
				{"SecondPage", dayspa.CustomerFilter{Page: dayspa.Page{Offset: 10, Limit: 10}}, []int{3, 2, 1, 0}, 14, []int{4, 3, 2, 2}},
				{"PastTheEnd", dayspa.CustomerFilter{Page: dayspa.Page{Offset: 100}}, []int{}, 14, nil},
				{"SearchEmail", dayspa.CustomerFilter{Search: "GUEST0"}, []int{9, 8, 7, 6, 5, 4, 3, 2, 1, 0}, 10, []int{10, 9, 8, 7, 6, 5, 4, 3, 2, 2}},
				{"SearchName", dayspa.CustomerFilter{Search: "guest 1", Page: dayspa.Page{Limit: 2}}, []int{13, 12}, 4, []int{14, 13}},
				{"SearchSecondPage", dayspa.CustomerFilter{Search: "guest 1", Page: dayspa.Page{Offset: 2, Limit: 3}}, []int{11, 10}, 4, []int{12, 11}},
				{"SearchPastTheEnd", dayspa.CustomerFilter{Search: "guest 1", Page: dayspa.Page{Offset: 4}}, []int{}, 4, nil},
				{"SearchNone", dayspa.CustomerFilter{Search: "nobody"}, []int{}, 0, nil},
			} {
				t.Run(tt.name, func(t *testing.T) {
					got, total, err := db.ListCustomers(ctx, tt.f)
					must(t, err)
					gotNums, gotCounts := []int{}, []int{}
					for _, c := range got {
						var n int
						fmt.Sscanf(c.Email, "guest%02d@", &n)
						gotNums = append(gotNums, n)
						gotCounts = append(gotCounts, c.BookingCount)
						if c.Name != fmt.Sprintf("Guest %02d", n) || c.Phone != "+971 50 123 4567" || c.CreatedAt.IsZero() || c.ID == 0 {
							t.Errorf("customer %+v", c)
						}
					}
					if !reflect.DeepEqual(gotNums, tt.want) || total != tt.total {
						t.Errorf("customers %v total %d; want %v and %d", gotNums, total, tt.want, tt.total)
					}
					if tt.counts != nil && !reflect.DeepEqual(gotCounts, tt.counts) {
						t.Errorf("booking counts %v, want %v", gotCounts, tt.counts)
					}
				})
			}
		})
	})
}
