package sqlstore_test

import (
	"context"
	"testing"

	"github.com/dayspa/dayspa"
)

func TestStaffUsers(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e)
		n, err := db.CountStaffUsers(ctx)
		must(t, err)
		if n != 0 {
			t.Fatalf("a new database has %d staff users", n)
		}
		var therapist int64
		must(t, db.SQL().QueryRow(`INSERT INTO therapists (name, gender) VALUES ('Mei', 'female') RETURNING id`).Scan(&therapist))

		owner, err := db.CreateStaffUser(ctx, dayspa.NewStaffUser{Name: "Aisha", Email: "Aisha@Spa.AE", Role: dayspa.RoleOwner}, "$argon2id$owner")
		must(t, err)
		if owner.ID == 0 || owner.Email != "aisha@spa.ae" || owner.Role != dayspa.RoleOwner || !owner.Active ||
			owner.TherapistID != nil || owner.PasswordHash != "$argon2id$owner" || owner.SessionVersion != 1 ||
			!owner.PasswordChangedAt.Equal(testNow) {
			t.Fatalf("created %+v", owner)
		}
		mei, err := db.CreateStaffUser(ctx, dayspa.NewStaffUser{Name: "Mei", Email: "mei@spa.ae", Role: dayspa.RoleTherapist, TherapistID: &therapist}, "$argon2id$mei")
		must(t, err)
		if mei.TherapistID == nil || *mei.TherapistID != therapist {
			t.Fatalf("therapist link %+v", mei.TherapistID)
		}

		// One account per e-mail, whatever its case.
		_, err = db.CreateStaffUser(ctx, dayspa.NewStaffUser{Name: "Other", Email: "AISHA@spa.ae", Role: dayspa.RoleManager}, "$argon2id$x")
		if dayspa.ErrorCode(err) != dayspa.ECONFLICT {
			t.Fatalf("duplicate e-mail: %v", err)
		}

		// A link to a therapist who does not exist names the field.
		gone := therapist + 100
		_, err = db.CreateStaffUser(ctx, dayspa.NewStaffUser{Name: "Nobody", Email: "nobody@spa.ae", Role: dayspa.RoleTherapist, TherapistID: &gone}, "$argon2id$x")
		if dayspa.ErrorFields(err)["therapistId"] == "" {
			t.Fatalf("unknown therapist: %v", err)
		}

		got, err := db.StaffUserByEmail(ctx, " aisha@SPA.ae ")
		must(t, err)
		if got.ID != owner.ID {
			t.Fatalf("by e-mail: %+v", got)
		}
		if _, err := db.StaffUserByEmail(ctx, "nobody@spa.ae"); dayspa.ErrorCode(err) != dayspa.ENOTFOUND {
			t.Fatalf("unknown e-mail: %v", err)
		}
		if _, err := db.StaffUser(ctx, 9999); dayspa.ErrorCode(err) != dayspa.ENOTFOUND {
			t.Fatalf("unknown id: %v", err)
		}

		// A password change and a disable each end the sessions.
		must(t, db.SetStaffPassword(ctx, owner.ID, "$argon2id$new"))
		got, err = db.StaffUser(ctx, owner.ID)
		must(t, err)
		if got.PasswordHash != "$argon2id$new" || got.SessionVersion != 2 {
			t.Fatalf("after password change %+v", got)
		}
		must(t, db.SetStaffActive(ctx, mei.ID, false))
		got, err = db.StaffUser(ctx, mei.ID)
		must(t, err)
		if got.Active || got.SessionVersion != 2 {
			t.Fatalf("after disable %+v", got)
		}
		must(t, db.SetStaffActive(ctx, mei.ID, true))
		got, err = db.StaffUser(ctx, mei.ID)
		must(t, err)
		if !got.Active || got.SessionVersion != 2 {
			t.Fatalf("after enable %+v", got)
		}
		if err := db.SetStaffPassword(ctx, 9999, "$argon2id$x"); dayspa.ErrorCode(err) != dayspa.ENOTFOUND {
			t.Fatalf("password of nobody: %v", err)
		}

		// A new role ends the sessions; a new name alone does not.
		got, err = db.StaffUser(ctx, mei.ID)
		must(t, err)
		got.Name = "Mei Lin"
		got, err = db.UpdateStaffUser(ctx, got)
		must(t, err)
		if got.Name != "Mei Lin" || got.SessionVersion != 2 {
			t.Fatalf("after rename %+v", got)
		}
		got.Role, got.TherapistID = dayspa.RoleReception, nil
		got, err = db.UpdateStaffUser(ctx, got)
		must(t, err)
		if got.Role != dayspa.RoleReception || got.TherapistID != nil || got.SessionVersion != 3 {
			t.Fatalf("after new role %+v", got)
		}
		got.Email = "AISHA@spa.ae"
		if _, err := db.UpdateStaffUser(ctx, got); dayspa.ErrorCode(err) != dayspa.ECONFLICT {
			t.Fatalf("another's e-mail: %v", err)
		}
		got.Email, got.TherapistID = "mei@spa.ae", &gone
		if _, err := db.UpdateStaffUser(ctx, got); dayspa.ErrorFields(err)["therapistId"] == "" {
			t.Fatalf("unknown therapist: %v", err)
		}

		all, err := db.StaffUsers(ctx)
		must(t, err)
		if len(all) != 2 || all[0].Name != "Aisha" || all[1].Name != "Mei Lin" {
			t.Fatalf("list %+v", all)
		}
		n, err = db.CountStaffUsers(ctx)
		must(t, err)
		if n != 2 {
			t.Fatalf("count %d", n)
		}
	})
}
