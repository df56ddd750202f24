package sqlstore_test

import (
	"context"
	"fmt"
	"reflect"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
)

func TestContactMessages(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()

		t.Run("CreateListMarkRead", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			first := dayspa.ContactMessage{Name: "Layla", Email: "layla@example.ae", Message: "Do you have a sauna?"}
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

		t.Run("MarkReadErrNotFound", func(t *testing.T) {
			t.Parallel()
			_, err := newDB(t, e).MarkContactMessageRead(ctx, 4242)
			assertCode(t, err, dayspa.ENOTFOUND)
		})

	})
}

func TestUnreadMessageCount(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()

		t.Run("UnreadMessageCount", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			n, err := db.UnreadMessageCount(ctx)
			must(t, err)
			if n != 0 {
				t.Errorf("unread = %d, want 0", n)
			}
			var ids []int64
			for i := range 3 {
				m := dayspa.ContactMessage{Name: "Layla", Email: "layla@example.ae", Message: fmt.Sprintf("Question number %d, please.", i)}
				must(t, db.CreateContactMessage(ctx, &m))
				ids = append(ids, m.ID)
			}
			_, err = db.MarkContactMessageRead(ctx, ids[1])
			must(t, err)
			if n, err = db.UnreadMessageCount(ctx); err != nil || n != 2 {
				t.Errorf("unread = %d (%v), want 2", n, err)
			}
		})
	})
}
