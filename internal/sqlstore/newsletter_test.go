package sqlstore_test

import (
	"context"
	"testing"
)

func TestNewsletter(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()

		t.Run("OncePerAddress", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			for i, c := range []struct {
				email string
				want  bool
			}{
				{"noor@example.ae", true},
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

	})
}
