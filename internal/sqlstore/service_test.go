package sqlstore_test

import (
	"context"
	"reflect"
	"testing"

	"github.com/dayspa/dayspa"
)

func massage(name string) dayspa.Service {
	return dayspa.Service{
		Name: name, Description: "Long strokes.", Category: dayspa.CategoryMassage,
		Duration: 60, Price: dayspa.AED(350), IsActive: true,
	}
}

func TestServices(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()

		t.Run("ListInIDOrderWithEveryField", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			a := massage("Swedish Massage")
			b := dayspa.Service{Name: "Couples Retreat", Description: "Side by side.", Category: dayspa.CategoryCouples,
				Duration: 90, Price: 75050, IsActive: false}
			c := massage("Deep Tissue")
			for _, s := range []*dayspa.Service{&a, &b, &c} {
				must(t, db.CreateService(ctx, s))
				if s.ID == 0 {
					t.Fatal("ID not set")
				}
			}
			got, err := db.ListServices(ctx)
			must(t, err)
			if want := []dayspa.Service{a, b, c}; !reflect.DeepEqual(got, want) {
				t.Fatalf("ListServices = %+v, want %+v", got, want)
			}
			one, err := db.GetService(ctx, b.ID)
			must(t, err)
			if !reflect.DeepEqual(*one, b) {
				t.Errorf("GetService = %+v, want %+v", *one, b)
			}
		})

		t.Run("ListEmpty", func(t *testing.T) {
			t.Parallel()
			got, err := newDB(t, e).ListServices(ctx)
			must(t, err)
			if got == nil || len(got) != 0 {
				t.Errorf("ListServices = %#v, want an empty slice", got)
			}
		})

		t.Run("ErrNotFound", func(t *testing.T) {
			t.Parallel()
			_, err := newDB(t, e).GetService(ctx, 4242)
			assertCode(t, err, dayspa.ENOTFOUND)
		})

		t.Run("Update", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			s := massage("Swedish Massage")
			must(t, db.CreateService(ctx, &s))
			price, active := dayspa.AED(400), false
			got, err := db.UpdateService(ctx, s.ID, dayspa.ServiceUpdate{Price: &price, IsActive: &active})
			must(t, err)
			want := s
			want.Price, want.IsActive = price, active
			if !reflect.DeepEqual(*got, want) {
				t.Errorf("UpdateService = %+v, want %+v", *got, want)
			}
			stored, err := db.GetService(ctx, s.ID)
			must(t, err)
			if !reflect.DeepEqual(*stored, want) {
				t.Errorf("stored = %+v, want %+v", *stored, want)
			}
		})

		t.Run("UpdateErrInvalidWritesNothing", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			s := massage("Swedish Massage")
			must(t, db.CreateService(ctx, &s))
			bad, price := "Tarot", dayspa.AED(1)
			_, err := db.UpdateService(ctx, s.ID, dayspa.ServiceUpdate{Category: &bad, Price: &price})
			assertCode(t, err, dayspa.EINVALID)
			stored, _ := db.GetService(ctx, s.ID)
			if !reflect.DeepEqual(*stored, s) {
				t.Errorf("stored = %+v, want unchanged %+v", *stored, s)
			}
		})

		t.Run("UpdateErrNotFound", func(t *testing.T) {
			t.Parallel()
			name := "Ghost"
			_, err := newDB(t, e).UpdateService(ctx, 4242, dayspa.ServiceUpdate{Name: &name})
			assertCode(t, err, dayspa.ENOTFOUND)
		})
	})
}

func TestServiceViews(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()

		t.Run("ServiceViews", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			a := createService(t, db, massage("Swedish Massage"))
			b := createService(t, db, couples())
			idle := massage("Hot Stone")
			idle.IsActive = false
			idle = createService(t, db, idle)
			for i := range 3 {
				book(t, db, a, bookDay.AddDays(i), "Layla Haddad", "layla@example.ae")
			}
			setStatus(t, db, book(t, db, b, bookDay, "Omar Saleh", "omar@example.ae").ID, dayspa.StatusCancelled)
			got, err := db.ListServiceViews(ctx)
			must(t, err)
			want := []dayspa.ServiceView{{Service: a, BookingCount: 3}, {Service: b, BookingCount: 1}, {Service: idle, BookingCount: 0}}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("views = %+v\nwant %+v", got, want)
			}
		})

		t.Run("ServiceViewsEmpty", func(t *testing.T) {
			t.Parallel()
			got, err := newDB(t, e).ListServiceViews(ctx)
			must(t, err)
			if got == nil || len(got) != 0 {
				t.Errorf("got %v, want an empty list", got)
			}
		})

	})
}
