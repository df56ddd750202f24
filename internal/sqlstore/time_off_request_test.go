package sqlstore_test

import (
	"context"
	"testing"

	"github.com/dayspa/dayspa"
)

// A therapist's time off requests on each engine: stored pending, listed
// hers newest first and the managers' by status, decided once; approval
// adds the days to her time off, which the availability then honours,
// and a decline leaves her time off as it was.
func TestTimeOffRequests(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e)
		svc := createService(t, db, dayspa.Service{Name: "Hot Stone", Category: "massage", Duration: 60, Price: dayspa.AED(450), IsActive: true})
		team, err := db.Therapists(ctx)
		must(t, err)
		aisha, mariam := team[0], team[1]
		manager, err := db.CreateStaffUser(ctx, dayspa.NewStaffUser{Name: "Huda", Email: "huda@spa.ae", Role: dayspa.RoleManager}, "$argon2id$huda")
		must(t, err)

		day := func(s string) dayspa.Date {
			d, err := dayspa.ParseDate(s)
			must(t, err)
			return d
		}
		off, err := db.CreateTimeOffRequest(ctx, aisha.ID, dayspa.TimeOff{From: bookDay, To: bookDay, Note: "Family visit"})
		must(t, err)
		if off.Status != dayspa.TimeOffPending || off.TherapistName != aisha.Name || off.From != bookDay || off.Note != "Family visit" ||
			off.DecidedAt != nil || off.DecidedBy != "" || off.CreatedAt.IsZero() {
			t.Errorf("a new request %+v", off)
		}
		later, err := db.CreateTimeOffRequest(ctx, aisha.ID, dayspa.TimeOff{From: day("2026-12-20"), To: day("2026-12-24")})
		must(t, err)
		other, err := db.CreateTimeOffRequest(ctx, mariam.ID, dayspa.TimeOff{From: day("2026-12-01"), To: day("2026-12-01")})
		must(t, err)
		_, err = db.CreateTimeOffRequest(ctx, 999999, dayspa.TimeOff{From: bookDay, To: bookDay})
		assertCode(t, err, dayspa.ENOTFOUND)

		hers, err := db.TherapistTimeOffRequests(ctx, aisha.ID)
		must(t, err)
		if len(hers) != 2 || hers[0].ID != later.ID || hers[1].ID != off.ID {
			t.Errorf("her requests %+v, want %d then %d", hers, later.ID, off.ID)
		}

		// The team is read (and kept by the instance) before the approval.
		_, err = db.DayPlans(ctx, bookDay, bookDay)
		must(t, err)
		approved, err := db.DecideTimeOffRequest(ctx, off.ID, true, manager.ID, bookDay)
		must(t, err)
		if approved.Status != dayspa.TimeOffApproved || approved.DecidedBy != "Huda" || approved.DecidedAt == nil {
			t.Errorf("approved %+v", approved)
		}
		got, err := db.GetTherapist(ctx, aisha.ID)
		must(t, err)
		if len(got.TimeOff) != 1 || got.TimeOff[0] != (dayspa.TimeOff{From: bookDay, To: bookDay, Note: "Family visit"}) {
			t.Errorf("her time off after approval %+v", got.TimeOff)
		}
		// 10:00 takes three treatments (three rooms, three therapists) on
		// the next day, but only two on her day off, neither with her.
		for i, email := range []string{"a@example.com", "b@example.com", "c@example.com"} {
			_, err := db.CreateBooking(ctx, newBooking(t, svc, bookDay.AddDays(1), "10:00", email), testRules)
			if err != nil {
				t.Fatalf("booking %d of the next day: %v", i, err)
			}
			b, err := db.CreateBooking(ctx, newBooking(t, svc, bookDay, "10:00", email), testRules)
			if i == 2 {
				assertCode(t, err, dayspa.ECONFLICT)
				continue
			}
			must(t, err)
			if b.Assignment.TherapistIDs[0] == aisha.ID {
				t.Errorf("booking %d went to Aisha on her day off", b.ID)
			}
		}
		_, err = db.DecideTimeOffRequest(ctx, off.ID, false, manager.ID, bookDay)
		assertCode(t, err, dayspa.ECONFLICT)

		declined, err := db.DecideTimeOffRequest(ctx, later.ID, false, manager.ID, bookDay)
		must(t, err)
		if declined.Status != dayspa.TimeOffDeclined {
			t.Errorf("declined %+v", declined)
		}
		got, err = db.GetTherapist(ctx, aisha.ID)
		must(t, err)
		if len(got.TimeOff) != 1 {
			t.Errorf("a decline changed her time off: %+v", got.TimeOff)
		}
		_, err = db.DecideTimeOffRequest(ctx, 999999, true, manager.ID, bookDay)
		assertCode(t, err, dayspa.ENOTFOUND)

		pending := dayspa.TimeOffPending
		open, err := db.TimeOffRequests(ctx, &pending)
		must(t, err)
		if len(open) != 1 || open[0].ID != other.ID {
			t.Errorf("pending requests %+v, want only %d", open, other.ID)
		}
		all, err := db.TimeOffRequests(ctx, nil)
		must(t, err)
		if len(all) != 3 || all[0].ID != off.ID || all[2].ID != later.ID {
			t.Errorf("every request %+v", all)
		}
	})
}
