package sqlstore_test

import (
	"context"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
)

// TestStaffSessions: the list of a person's sessions shows the live ones;
// ending one deletes its stored session with it, the cleanup of expired
// sessions forgets theirs, and a password change hides the older ones.
func TestStaffSessions(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e)
		u, err := db.CreateStaffUser(ctx, dayspa.NewStaffUser{Name: "Aisha", Email: "aisha@spa.ae", Role: dayspa.RoleOwner}, "$argon2id$x")
		must(t, err)
		store := db.SessionStore()
		at := time.Date(2026, 11, 29, 6, 0, 0, 0, time.UTC)
		for _, h := range []string{"hash-phone", "hash-laptop"} {
			must(t, store.Commit(h, []byte("data"), time.Now().Add(time.Hour)))
			must(t, db.AddStaffSession(ctx, dayspa.NewStaffSession{UserID: u.ID, SessionVersion: u.SessionVersion,
				TokenHash: h, UserAgent: "  Firefox/121  ", Address: "203.0.113.9", At: at}))
		}
		must(t, db.TouchStaffSession(ctx, "hash-laptop", at.Add(time.Hour)))
		list, err := db.StaffSessions(ctx, u.ID)
		must(t, err)
		if len(list) != 2 || list[0].TokenHash != "hash-laptop" || !list[0].LastUsedAt.Equal(at.Add(time.Hour)) ||
			!list[1].CreatedAt.Equal(at) || list[1].UserAgent != "Firefox/121" || list[1].Address != "203.0.113.9" {
			t.Fatalf("listed %+v", list)
		}

		must(t, db.EndStaffSession(ctx, list[1].ID))
		if _, found, err := store.Find("hash-phone"); err != nil || found {
			t.Errorf("the ended session is still stored (%v)", err)
		}
		if _, err := db.StaffSessionByID(ctx, list[1].ID); dayspa.ErrorCode(err) != dayspa.ENOTFOUND {
			t.Errorf("the ended session's record: %v", err)
		}
		if err := db.EndStaffSession(ctx, list[1].ID); dayspa.ErrorCode(err) != dayspa.ENOTFOUND {
			t.Errorf("ending it again: %v", err)
		}

		// An expired session goes with the cleanup, record and all.
		must(t, store.Commit("hash-laptop", []byte("data"), time.Now().Add(-time.Minute)))
		if list, _ := db.StaffSessions(ctx, u.ID); len(list) != 0 {
			t.Errorf("an expired session is listed: %+v", list)
		}
		_, err = store.DeleteExpired(ctx)
		must(t, err)
		if n := count(t, db, "staff_sessions"); n != 0 {
			t.Errorf("%d records after the cleanup, want 0", n)
		}

		// A password change ends the sessions signed in before it.
		must(t, store.Commit("hash-tablet", []byte("data"), time.Now().Add(time.Hour)))
		must(t, db.AddStaffSession(ctx, dayspa.NewStaffSession{UserID: u.ID, SessionVersion: u.SessionVersion, TokenHash: "hash-tablet", At: at}))
		must(t, db.RenewStaffSession(ctx, "hash-tablet", "hash-tablet-2"))
		must(t, store.Commit("hash-tablet-2", []byte("data"), time.Now().Add(time.Hour)))
		if list, _ := db.StaffSessions(ctx, u.ID); len(list) != 1 || list[0].TokenHash != "hash-tablet-2" {
			t.Fatalf("after a renewal: %+v", list)
		}
		must(t, db.SetStaffPassword(ctx, u.ID, "$argon2id$new"))
		if list, _ := db.StaffSessions(ctx, u.ID); len(list) != 0 {
			t.Errorf("listed after a password change: %+v", list)
		}
	})
}

// TestSessionCommitOfExistingOnly: a commit marked existing-only updates a
// stored session but never brings back one that was ended meanwhile.
func TestSessionCommitOfExistingOnly(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		store := newDB(t, e).SessionStore()
		only := dayspa.WithExistingSessionOnly(ctx)
		expiry := time.Now().Add(time.Hour)
		must(t, store.CommitCtx(ctx, "live", []byte("one"), expiry))
		must(t, store.CommitCtx(only, "live", []byte("two"), expiry))
		if data, found, err := store.Find("live"); err != nil || !found || string(data) != "two" {
			t.Errorf("the stored session: %q %v %v, want it updated", data, found, err)
		}
		must(t, store.CommitCtx(ctx, "ended", []byte("one"), expiry))
		must(t, store.Delete("ended"))
		must(t, store.CommitCtx(only, "ended", []byte("two"), expiry))
		if _, found, err := store.Find("ended"); err != nil || found {
			t.Errorf("an ended session came back (%v)", err)
		}
	})
}
