package sqlstore_test

import (
	"context"
	"reflect"
	"testing"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/seed"
)

// The Arabic fields (migration 16, issue 19) on every engine: stored,
// read back by every read, changed alone, and empty by default, on new
// rows and on the rows a database held before the migration.

func TestArabicServices(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e)
		plain := massage("Swedish Massage")
		must(t, db.CreateService(ctx, &plain))
		ar := massage("Hot Stone Massage")
		ar.NameAr, ar.DescriptionAr = "مساج الأحجار الساخنة", "أحجار بازلتية دافئة.\nلمسات عميقة."
		must(t, db.CreateService(ctx, &ar))

		list, err := db.ListServices(ctx)
		must(t, err)
		if want := []dayspa.Service{plain, ar}; !reflect.DeepEqual(list, want) {
			t.Fatalf("ListServices = %+v, want %+v", list, want)
		}
		if list[0].NameAr != "" || list[0].DescriptionAr != "" {
			t.Errorf("a service created without Arabic reads %q, %q", list[0].NameAr, list[0].DescriptionAr)
		}
		one, err := db.GetService(ctx, ar.ID)
		must(t, err)
		if !reflect.DeepEqual(*one, ar) {
			t.Errorf("GetService = %+v, want %+v", *one, ar)
		}
		views, err := db.ListServiceViews(ctx)
		must(t, err)
		if len(views) != 2 || !reflect.DeepEqual(views[1].Service, ar) {
			t.Errorf("ListServiceViews = %+v", views)
		}

		// An edit of the Arabic alone leaves the English; clearing it works.
		name := "  المساج السويدي  "
		got, err := db.UpdateService(ctx, plain.ID, dayspa.ServiceUpdate{NameAr: &name})
		must(t, err)
		want := plain
		want.NameAr = "المساج السويدي"
		if !reflect.DeepEqual(*got, want) {
			t.Errorf("UpdateService = %+v, want %+v", *got, want)
		}
		empty, price := "", dayspa.AED(500)
		_, err = db.UpdateService(ctx, ar.ID, dayspa.ServiceUpdate{NameAr: &empty, Price: &price})
		must(t, err)
		stored, err := db.GetService(ctx, ar.ID)
		must(t, err)
		if stored.NameAr != "" || stored.DescriptionAr != ar.DescriptionAr || stored.Price != price || stored.Name != ar.Name {
			t.Errorf("after clearing the Arabic name: %+v", stored)
		}

		// A refused edit writes nothing.
		bad := "\u202eمساج"
		_, err = db.UpdateService(ctx, plain.ID, dayspa.ServiceUpdate{NameAr: &bad, Price: &price})
		assertCode(t, err, dayspa.EINVALID)
		if stored, _ := db.GetService(ctx, plain.ID); stored.NameAr != "المساج السويدي" || stored.Price != plain.Price {
			t.Errorf("a refused edit wrote %+v", stored)
		}
	})
}

func TestArabicGallery(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e)
		a := &dayspa.GalleryItem{Alt: "Steam", Category: "Wellness Areas", Picture: pic("pictures/a.webp")}
		b := &dayspa.GalleryItem{Alt: "Stones", AltAr: "أحجار دافئة", Category: "Our Therapists", Picture: pic("pictures/b.webp")}
		must(t, db.CreateGalleryItem(ctx, a))
		must(t, db.CreateGalleryItem(ctx, b))
		items, err := db.GalleryItems(ctx)
		must(t, err)
		if len(items) != 2 || items[0].AltAr != "" || items[1].AltAr != "أحجار دافئة" || items[1].Alt != "Stones" {
			t.Fatalf("gallery %+v", items)
		}
		altAr := "بخار تحت الأقواس"
		got, err := db.UpdateGalleryItem(ctx, a.ID, dayspa.GalleryChange{AltAr: &altAr, Position: 2})
		must(t, err)
		if got.AltAr != altAr || got.Alt != "Steam" || got.Position != 2 {
			t.Errorf("updated %+v", got)
		}
		one, err := db.GetGalleryItem(ctx, a.ID)
		must(t, err)
		if one.AltAr != altAr || one.Alt != "Steam" || one.Category != "Wellness Areas" {
			t.Errorf("read back %+v", one)
		}
		// A change of the English alt keeps the Arabic.
		alt := "Steam and soft light"
		must2(t)(db.UpdateGalleryItem(ctx, a.ID, dayspa.GalleryChange{Alt: &alt}))
		if one, _ := db.GetGalleryItem(ctx, a.ID); one.AltAr != altAr || one.Alt != alt {
			t.Errorf("after an English edit %+v", one)
		}
	})
}

func TestArabicFAQ(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e)
		plain := &dayspa.FAQEntry{Question: "Parking?", Answer: "Valet."}
		ar := &dayspa.FAQEntry{Question: "How early?", QuestionAr: "متى أصل؟", Answer: "15 minutes.", AnswerAr: "قبل 15 دقيقة.\nمن فضلك."}
		must(t, db.CreateFAQEntry(ctx, plain))
		must(t, db.CreateFAQEntry(ctx, ar))
		list, err := db.FAQEntries(ctx)
		must(t, err)
		if want := []dayspa.FAQEntry{*plain, *ar}; !reflect.DeepEqual(list, want) {
			t.Fatalf("FAQEntries = %+v, want %+v", list, want)
		}
		if list[0].QuestionAr != "" || list[0].AnswerAr != "" {
			t.Errorf("an entry created without Arabic reads %+v", list[0])
		}
		plain.QuestionAr, plain.AnswerAr = "أين أركن سيارتي؟", "خدمة صف السيارات."
		must(t, db.UpdateFAQEntry(ctx, plain, 2))
		got, err := db.GetFAQEntry(ctx, plain.ID)
		must(t, err)
		if want := (dayspa.FAQEntry{ID: plain.ID, Question: "Parking?", QuestionAr: "أين أركن سيارتي؟", Answer: "Valet.", AnswerAr: "خدمة صف السيارات.", Position: 2}); *got != want {
			t.Errorf("GetFAQEntry = %+v, want %+v", *got, want)
		}
		if moved, _ := db.GetFAQEntry(ctx, ar.ID); moved.Position != 1 || moved.AnswerAr != ar.AnswerAr {
			t.Errorf("the other entry %+v", moved)
		}
	})
}

func TestArabicTeamProfile(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e)
		th := &dayspa.Therapist{Name: "Omar Khalil", Gender: dayspa.GenderMale, Active: true, CommissionPercentage: 40}
		must(t, db.CreateTherapist(ctx, th))
		p, err := db.GetTeamProfile(ctx, th.ID)
		must(t, err)
		if p.SpecialityAr != "" || p.BioAr != "" {
			t.Fatalf("new profile %+v", p)
		}
		p.Speciality, p.SpecialityAr, p.Bio, p.BioAr, p.ShownOnSite = "Hammam", "الحمّام المغربي", "Fifteen years.", "خمسة عشر عامًا.\nمن مراكش.", true
		must(t, db.UpdateTeamProfile(ctx, p, func([]string) error { return nil }))
		list, err := db.TeamProfiles(ctx)
		must(t, err)
		if len(list) != 1 || !reflect.DeepEqual(list[0], *p) {
			t.Fatalf("TeamProfiles = %+v, want %+v", list, *p)
		}
		if m := list[0].Member(); m.SpecialityAr != "الحمّام المغربي" || m.BioAr != p.BioAr {
			t.Errorf("card %+v", m)
		}
		// The calendar's therapist is the same record and keeps its fields.
		got, err := db.GetTherapist(ctx, th.ID)
		must(t, err)
		if got.Name != th.Name || got.CommissionPercentage != 40 {
			t.Errorf("therapist %+v", got)
		}
	})
}

// TestMigrationArabicContent: rows stored before migration 16 keep every
// field and read as untranslated after it, on both engines; its down
// migration drops the columns again.
func TestMigrationArabicContent(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e)
		svc := massage("Swedish Massage")
		svc.NameAr, svc.DescriptionAr = "المساج السويدي", "لمسات طويلة."
		must(t, db.CreateService(ctx, &svc))
		it := &dayspa.GalleryItem{Alt: "Steam", AltAr: "بخار", Category: "Wellness Areas", Picture: pic("pictures/a.webp")}
		must(t, db.CreateGalleryItem(ctx, it))
		q := &dayspa.FAQEntry{Question: "Parking?", QuestionAr: "موقف؟", Answer: "Valet.", AnswerAr: "نعم."}
		must(t, db.CreateFAQEntry(ctx, q))
		th := &dayspa.Therapist{Name: "Aisha Rahman", Gender: dayspa.GenderFemale, Active: true}
		must(t, db.CreateTherapist(ctx, th))
		p, err := db.GetTeamProfile(ctx, th.ID)
		must(t, err)
		p.Speciality, p.SpecialityAr, p.Bio, p.BioAr, p.ShownOnSite = "Hot stone", "الأحجار", "Twelve years.", "اثنا عشر عامًا.", true
		must(t, db.UpdateTeamProfile(ctx, p, func([]string) error { return nil }))

		must(t, db.MigrateDownTo(ctx, 15))
		for _, c := range [][2]string{{"services", "name_ar"}, {"gallery_items", "alt_ar"}, {"faq_entries", "answer_ar"}, {"therapists", "bio_ar"}} {
			if _, err := db.SQL().Exec(`SELECT ` + c[1] + ` FROM ` + c[0]); err == nil {
				t.Errorf("%s.%s is still there after the down migration", c[0], c[1])
			}
		}
		must(t, db.Migrate(ctx))

		gotSvc, err := db.GetService(ctx, svc.ID)
		must(t, err)
		wantSvc := svc
		wantSvc.NameAr, wantSvc.DescriptionAr = "", ""
		if !reflect.DeepEqual(*gotSvc, wantSvc) {
			t.Errorf("service %+v, want %+v", *gotSvc, wantSvc)
		}
		gotIt, err := db.GetGalleryItem(ctx, it.ID)
		must(t, err)
		if gotIt.Alt != "Steam" || gotIt.AltAr != "" || gotIt.Position != 1 || len(gotIt.Picture.Variants) != 1 {
			t.Errorf("gallery item %+v", gotIt)
		}
		gotQ, err := db.GetFAQEntry(ctx, q.ID)
		must(t, err)
		if (*gotQ != dayspa.FAQEntry{ID: q.ID, Question: "Parking?", Answer: "Valet.", Position: 1}) {
			t.Errorf("faq entry %+v", gotQ)
		}
		gotP, err := db.GetTeamProfile(ctx, th.ID)
		must(t, err)
		if gotP.Speciality != "Hot stone" || gotP.Bio != "Twelve years." || gotP.SpecialityAr != "" || gotP.BioAr != "" || !gotP.ShownOnSite {
			t.Errorf("team profile %+v", gotP)
		}
	})
}

// TestSeedArabic: a fresh database gets every demo service and question
// with its Arabic; seeding again, or on a database whose manager wrote her
// own Arabic, changes nothing she wrote.
func TestSeedArabic(t *testing.T) {
	services, err := seed.Services()
	must(t, err)
	_, faq, err := seed.ReviewsAndFAQ()
	must(t, err)
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e)
		must(t, db.Seed(ctx))
		got, err := db.ListServices(ctx)
		must(t, err)
		if len(got) != len(services) {
			t.Fatalf("%d services, want %d", len(got), len(services))
		}
		for i, s := range services {
			if got[i].NameAr != s.NameAr || got[i].DescriptionAr != s.DescriptionAr || got[i].NameAr == "" {
				t.Errorf("service %q: Arabic %q, %q; want %q, %q", s.Name, got[i].NameAr, got[i].DescriptionAr, s.NameAr, s.DescriptionAr)
			}
		}
		entries, err := db.FAQEntries(ctx)
		must(t, err)
		if len(entries) != len(faq) {
			t.Fatalf("%d questions, want %d", len(entries), len(faq))
		}
		for i, f := range faq {
			if entries[i].QuestionAr != f.QuestionAr || entries[i].AnswerAr != f.AnswerAr || entries[i].AnswerAr == "" {
				t.Errorf("question %q: Arabic %q, %q", f.Question, entries[i].QuestionAr, entries[i].AnswerAr)
			}
		}

		// The manager rewrites one service's Arabic and clears another's;
		// the next seed leaves both as she left them.
		mine, empty := "مساجنا السويدي", ""
		_, err = db.UpdateService(ctx, got[0].ID, dayspa.ServiceUpdate{NameAr: &mine})
		must(t, err)
		_, err = db.UpdateService(ctx, got[1].ID, dayspa.ServiceUpdate{NameAr: &empty, DescriptionAr: &empty})
		must(t, err)
		entries[0].AnswerAr = "جوابي."
		must(t, db.UpdateFAQEntry(ctx, &entries[0], 0))
		must(t, db.Seed(ctx))
		again, err := db.ListServices(ctx)
		must(t, err)
		if len(again) != len(services) || again[0].NameAr != mine || again[1].NameAr != "" || again[1].DescriptionAr != "" {
			t.Errorf("after seeding again: %d services, first %q, second %q %q", len(again), again[0].NameAr, again[1].NameAr, again[1].DescriptionAr)
		}
		if e, _ := db.GetFAQEntry(ctx, entries[0].ID); e.AnswerAr != "جوابي." || count(t, db, "faq_entries") != len(faq) {
			t.Errorf("after seeding again: %+v", e)
		}
	})
}

// TestSeedArabic_ExistingRows: a database seeded before the Arabic came
// (its services' Arabic empty) is not filled in by a later seed: the
// service is there by name, and seeding adds only what is missing.
func TestSeedArabic_ExistingRows(t *testing.T) {
	services, err := seed.Services()
	must(t, err)
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e)
		s := services[0]
		price, _ := dayspa.ParseMoney(s.Price)
		old := dayspa.Service{Name: s.Name, Description: s.Description, Category: s.Category, Duration: s.Duration, Price: price, IsActive: s.IsActive}
		must(t, db.CreateService(ctx, &old))
		must(t, db.Seed(ctx))
		got, err := db.GetService(ctx, old.ID)
		must(t, err)
		if got.NameAr != "" || got.DescriptionAr != "" || got.Description != s.Description {
			t.Errorf("the existing service became %+v", got)
		}
		if n := count(t, db, "services"); n != len(services) {
			t.Errorf("%d services, want %d", n, len(services))
		}
	})
}

func must2(t *testing.T) func(any, error) {
	return func(_ any, err error) {
		t.Helper()
		must(t, err)
	}
}
