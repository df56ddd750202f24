package sqlstore_test

import (
	"context"
	"slices"
	"sync"
	"testing"

	"github.com/dayspa/dayspa"
)

// TestStaffCodes: a sign-in code is started, confirmed with the secret
// that was started, and each use of a code or a recovery code is a
// compare-and-swap that only one of two racing sign-ins wins.
func TestStaffCodes(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e)
		u, err := db.CreateStaffUser(ctx, dayspa.NewStaffUser{Name: "Aisha", Email: "aisha@spa.ae", Role: dayspa.RoleOwner}, "$argon2id$owner")
		must(t, err)
		if u.Code.Secret != "" || u.Code.On || u.Code.LastStep != 0 || len(u.Code.Recovery) != 0 {
			t.Fatalf("a new account has a code: %+v", u.Code)
		}
		reload := func() dayspa.StaffCode {
			t.Helper()
			got, err := db.StaffUser(ctx, u.ID)
			must(t, err)
			return got.Code
		}

		must(t, db.StartStaffCode(ctx, u.ID, "FIRSTSECRET"))
		must(t, db.StartStaffCode(ctx, u.ID, "SECONDSECRET")) // starting again replaces an unconfirmed one
		if c := reload(); c.Secret != "SECONDSECRET" || c.On {
			t.Fatalf("started: %+v", c)
		}
		if err := db.ConfirmStaffCode(ctx, u.ID, "FIRSTSECRET", 100, []string{"h1"}); dayspa.ErrorCode(err) != dayspa.ECONFLICT {
			t.Fatalf("confirming a secret that was replaced: %v", err)
		}
		must(t, db.ConfirmStaffCode(ctx, u.ID, "SECONDSECRET", 100, []string{"h1", "h2", "h3"}))
		if c := reload(); !c.On || c.LastStep != 100 || !slices.Equal(c.Recovery, []string{"h1", "h2", "h3"}) {
			t.Fatalf("confirmed: %+v", c)
		}
		if err := db.StartStaffCode(ctx, u.ID, "THIRD"); dayspa.ErrorCode(err) != dayspa.ECONFLICT {
			t.Fatalf("starting while a code is on: %v", err)
		}
		if err := db.ConfirmStaffCode(ctx, u.ID, "SECONDSECRET", 101, nil); dayspa.ErrorCode(err) != dayspa.ECONFLICT {
			t.Fatalf("confirming twice: %v", err)
		}

		// Two sign-ins with the same code at once: exactly one wins.
		var wins int
		var mu sync.Mutex
		var wg sync.WaitGroup
		for range 2 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				ok, err := db.UseStaffCode(ctx, u.ID, 100, 102)
				if err != nil {
					t.Error(err)
				}
				if ok {
					mu.Lock()
					wins++
					mu.Unlock()
				}
			}()
		}
		wg.Wait()
		if wins != 1 || reload().LastStep != 102 {
			t.Fatalf("%d sign-ins won with one code, last step %d", wins, reload().LastStep)
		}
		if ok, err := db.UseStaffCode(ctx, u.ID, 102, 101); ok || err != nil {
			t.Fatalf("an older step was accepted: %v %v", ok, err)
		}

		// A recovery code: the hashes move only from what they were.
		if ok, err := db.UseStaffRecoveryCode(ctx, u.ID, []string{"h1", "h2", "h3"}, []string{"h1", "h3"}); !ok || err != nil {
			t.Fatalf("recovery code: %v %v", ok, err)
		}
		if ok, err := db.UseStaffRecoveryCode(ctx, u.ID, []string{"h1", "h2", "h3"}, []string{"h1", "h3"}); ok || err != nil {
			t.Fatalf("the same recovery code again: %v %v", ok, err)
		}
		if c := reload(); !slices.Equal(c.Recovery, []string{"h1", "h3"}) {
			t.Fatalf("recovery left: %v", c.Recovery)
		}

		must(t, db.TurnOffStaffCode(ctx, u.ID))
		if c := reload(); c.Secret != "" || c.On || c.LastStep != 0 || len(c.Recovery) != 0 {
			t.Fatalf("turned off: %+v", c)
		}
		if ok, err := db.UseStaffCode(ctx, u.ID, 0, 200); ok || err != nil {
			t.Fatalf("a code used without a code on: %v %v", ok, err)
		}
		if err := db.TurnOffStaffCode(ctx, 9999); dayspa.ErrorCode(err) != dayspa.ENOTFOUND {
			t.Fatalf("unknown account: %v", err)
		}
	})
}
