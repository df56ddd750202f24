package sqlstore_test

import (
	"context"
	"reflect"
	"testing"
	"time"

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

		t.Run("CreateErrInvalid", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			s := massage("x")
			s.Duration = 0
			err := db.CreateService(ctx, &s)
			assertCode(t, err, dayspa.EINVALID)
			if f := dayspa.ErrorFields(err); f["name"] == "" || f["duration"] == "" {
				t.Errorf("fields = %v, want name and duration", f)
			}
			if n := count(t, db, "services"); n != 0 {
				t.Errorf("%d services stored", n)
			}
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

func TestPosts(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		day := func(d int) time.Time { return time.Date(2026, 5, d, 5, 0, 0, 123456000, time.UTC) }

		t.Run("NewestFirstWithTags", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			old := dayspa.Post{Title: "Old", Slug: "old", Excerpt: "e", Content: "# Old\n\nBody.", Category: "Wellness",
				Tags: []string{"sleep", "oud & amber", "ساونا"}, FeaturedImage: "/media/old.webp", CreatedAt: day(1)}
			mid := dayspa.Post{Title: "Mid", Slug: "mid", Category: "Skin", CreatedAt: day(10)}
			newest := dayspa.Post{Title: "New", Slug: "new", Category: "Skin", Tags: []string{}, CreatedAt: day(20).In(dubai)}
			for _, p := range []*dayspa.Post{&old, &newest, &mid} {
				must(t, db.CreatePost(ctx, p))
			}
			got, err := db.ListPosts(ctx)
			must(t, err)
			mid.Tags = []string{} // stored without tags, read back as an empty list
			newest.CreatedAt = newest.CreatedAt.UTC()
			if want := []dayspa.Post{newest, mid, old}; !reflect.DeepEqual(got, want) {
				t.Fatalf("ListPosts =\n%+v\nwant\n%+v", got, want)
			}
			one, err := db.GetPost(ctx, "old")
			must(t, err)
			if !reflect.DeepEqual(*one, old) {
				t.Errorf("GetPost = %+v, want %+v", *one, old)
			}
		})

		t.Run("CreatedAtDefaultsToNow", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			p := dayspa.Post{Title: "Now", Slug: "now"}
			must(t, db.CreatePost(ctx, &p))
			got, _ := db.GetPost(ctx, "now")
			if !got.CreatedAt.Equal(testNow) {
				t.Errorf("createdAt = %v, want %v", got.CreatedAt, testNow)
			}
		})

		t.Run("ErrNotFound", func(t *testing.T) {
			t.Parallel()
			_, err := newDB(t, e).GetPost(ctx, "missing")
			assertCode(t, err, dayspa.ENOTFOUND)
		})

		t.Run("ErrConflictOnTakenSlug", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			must(t, db.CreatePost(ctx, &dayspa.Post{Title: "A", Slug: "same"}))
			err := db.CreatePost(ctx, &dayspa.Post{Title: "B", Slug: "same"})
			assertCode(t, err, dayspa.ECONFLICT)
			if n := count(t, db, "blog_posts"); n != 1 {
				t.Errorf("%d posts", n)
			}
		})
	})
}

func TestContactMessages(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()

		t.Run("CreateListMarkRead", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			first := dayspa.ContactMessage{Name: " Layla ", Email: "Layla@Example.AE", Message: "Do you have a sauna?"}
			must(t, db.CreateContactMessage(ctx, &first))
			if first.ID == 0 || !first.CreatedAt.Equal(testNow) || first.IsRead {
				t.Fatalf("created = %+v", first)
			}
			db.Now = func() time.Time { return testNow.Add(time.Minute) }
			second := dayspa.ContactMessage{Name: "Omar", Email: "omar@example.ae", Phone: "+971 50 123 4567", Message: "Parking for guests?"}
			must(t, db.CreateContactMessage(ctx, &second))

			got, err := db.ListContactMessages(ctx)
			must(t, err)
			first.CreatedAt, second.CreatedAt = first.CreatedAt.UTC(), second.CreatedAt.UTC()
			if want := []dayspa.ContactMessage{second, first}; !reflect.DeepEqual(got, want) {
				t.Fatalf("List =\n%+v\nwant\n%+v", got, want)
			}
			if got[1].Name != "Layla" || got[1].Email != "layla@example.ae" {
				t.Errorf("not normalized: %+v", got[1])
			}

			read, err := db.MarkContactMessageRead(ctx, first.ID)
			must(t, err)
			first.IsRead = true
			if !reflect.DeepEqual(*read, first) {
				t.Errorf("MarkRead = %+v, want %+v", *read, first)
			}
			// Marking again is fine.
			_, err = db.MarkContactMessageRead(ctx, first.ID)
			must(t, err)
			got, _ = db.ListContactMessages(ctx)
			if !got[1].IsRead || got[0].IsRead {
				t.Errorf("isRead = %v, %v; want false, true", got[0].IsRead, got[1].IsRead)
			}
		})

		t.Run("ErrInvalid", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			err := db.CreateContactMessage(ctx, &dayspa.ContactMessage{Name: "L", Email: "nope", Message: "short"})
			assertCode(t, err, dayspa.EINVALID)
			if n := count(t, db, "contact_messages"); n != 0 {
				t.Errorf("%d messages stored", n)
			}
		})

		t.Run("MarkReadErrNotFound", func(t *testing.T) {
			t.Parallel()
			_, err := newDB(t, e).MarkContactMessageRead(ctx, 4242)
			assertCode(t, err, dayspa.ENOTFOUND)
		})

		t.Run("SubscribeOncePerAddress", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			for i, c := range []struct {
				email string
				want  bool
			}{
				{"Noor@Example.ae", true},
				{" noor@example.AE ", false},
				{"noor@example.ae", false},
				{"sara@example.ae", true},
			} {
				created, err := db.Subscribe(ctx, c.email)
				must(t, err)
				if created != c.want {
					t.Errorf("%d: Subscribe(%q) = %v, want %v", i, c.email, created, c.want)
				}
			}
			subs, err := db.ListSubscribers(ctx)
			must(t, err)
			if len(subs) != 2 || subs[0].Email != "sara@example.ae" || subs[1].Email != "noor@example.ae" {
				t.Fatalf("subscribers = %+v", subs)
			}
			for _, s := range subs {
				if !s.CreatedAt.Equal(testNow) || s.ID == 0 {
					t.Errorf("subscriber = %+v", s)
				}
			}
		})

		t.Run("SubscribeErrInvalid", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			_, err := db.Subscribe(ctx, "not an address")
			assertCode(t, err, dayspa.EINVALID)
		})
	})
}
