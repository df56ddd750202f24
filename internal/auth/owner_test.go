package auth

import (
	"context"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

func ownerDB(t *testing.T) *sqlstore.DB {
	t.Helper()
	return sqlstoretest.Open(t, sqlstore.Config{DataDir: t.TempDir()}, time.Now)
}

func TestEnsureOwner(t *testing.T) {
	cheapHashes(t)
	ctx := context.Background()
	const email = "owner@spa.example"

	t.Run("OldPasswordBecomesTheOwners", func(t *testing.T) {
		db := ownerDB(t)
		if err := SetPassword(ctx, db, "the shared password"); err != nil {
			t.Fatal(err)
		}
		out, generated, err := EnsureOwner(ctx, db, email, "")
		if err != nil || out != Kept || generated != "" {
			t.Fatalf("EnsureOwner: %v %q %v", out, generated, err)
		}
		u, ok, err := SignIn(ctx, db, "Owner@Spa.example", "the shared password")
		if err != nil || !ok || u.Role != dayspa.RoleOwner {
			t.Fatalf("the owner cannot sign in with the old password: %+v %v %v", u, ok, err)
		}
		// A second start changes nothing.
		if out, _, err := EnsureOwner(ctx, db, email, ""); err != nil || out != Kept {
			t.Fatalf("second start: %v %v", out, err)
		}
		if n, _ := db.CountStaffUsers(ctx); n != 1 {
			t.Fatalf("%d accounts", n)
		}
	})

	t.Run("GeneratedWhenNothingStored", func(t *testing.T) {
		db := ownerDB(t)
		out, generated, err := EnsureOwner(ctx, db, email, "")
		if err != nil || out != Generated || len(generated) != GeneratedPasswordLen {
			t.Fatalf("EnsureOwner: %v %q %v", out, generated, err)
		}
		if _, ok, _ := SignIn(ctx, db, email, generated); !ok {
			t.Fatal("the generated password does not sign in")
		}
	})

	t.Run("FromEnvironment", func(t *testing.T) {
		db := ownerDB(t)
		if out, _, err := EnsureOwner(ctx, db, email, "from the environment"); err != nil || out != Replaced {
			t.Fatalf("first start: %v %v", out, err)
		}
		if out, _, err := EnsureOwner(ctx, db, email, "from the environment"); err != nil || out != Kept {
			t.Fatalf("same password again: %v %v", out, err)
		}
		before, _ := db.StaffUserByEmail(ctx, email)
		if out, _, err := EnsureOwner(ctx, db, email, "another one entirely"); err != nil || out != Replaced {
			t.Fatalf("new password: %v %v", out, err)
		}
		after, _ := db.StaffUserByEmail(ctx, email)
		if after.SessionVersion == before.SessionVersion {
			t.Error("a replaced password left the owner's sessions alive")
		}
		// With the owner's e-mail changed since, the first owner gets it.
		if out, _, err := EnsureOwner(ctx, db, "renamed@spa.example", "a third password"); err != nil || out != Replaced {
			t.Fatalf("other e-mail: %v %v", out, err)
		}
		if _, ok, _ := SignIn(ctx, db, email, "a third password"); !ok {
			t.Error("the first owner did not get the password")
		}
	})

	t.Run("DisabledAccountCannotSignIn", func(t *testing.T) {
		db := ownerDB(t)
		if _, _, err := EnsureOwner(ctx, db, email, "from the environment"); err != nil {
			t.Fatal(err)
		}
		u, _ := db.StaffUserByEmail(ctx, email)
		if err := db.SetStaffActive(ctx, u.ID, false); err != nil {
			t.Fatal(err)
		}
		if _, ok, err := SignIn(ctx, db, email, "from the environment"); ok || err != nil {
			t.Fatalf("a disabled account signs in: %v %v", ok, err)
		}
		if _, ok, err := SignIn(ctx, db, "nobody@spa.example", "from the environment"); ok || err != nil {
			t.Fatalf("an unknown e-mail signs in: %v %v", ok, err)
		}
	})
}
