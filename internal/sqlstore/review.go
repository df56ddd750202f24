package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/seed"
)

var (
	_ dayspa.ReviewStore = (*DB)(nil)
	_ dayspa.FAQStore    = (*DB)(nil)
)

// The reviews, the FAQ and the gallery are ordered lists: a row's position
// counts from 1, a new row goes last, a move shifts the rows between its
// old and new place by one, a deletion closes the gap.

// orderedTable is one of the lists' tables: a constant, never input.
type orderedTable string

const (
	reviewsTable orderedTable = "reviews"
	faqTable     orderedTable = "faq_entries"
	galleryTable orderedTable = "gallery_items"
)

// nextPosition is the position after the table's last row.
func nextPosition(ctx context.Context, tx *Tx, t orderedTable) (int, error) {
	var n int
	err := tx.QueryRowContext(ctx, `SELECT COALESCE(MAX(position), 0) + 1 FROM `+string(t)).Scan(&n)
	return n, err
}

// moveRow makes room for a row moving from position from to position to
// (1..the number of rows; posErr past the end), shifting those between.
// The caller writes the row's own new position.
func moveRow(ctx context.Context, tx *Tx, t orderedTable, from, to int, posErr error) error {
	if to == 0 || to == from {
		return nil
	}
	var count int
	if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM `+string(t)).Scan(&count); err != nil {
		return fmt.Errorf("move %s: %w", t, err)
	}
	if to > count {
		return posErr
	}
	var err error
	if to < from {
		_, err = tx.ExecContext(ctx, `UPDATE `+string(t)+` SET position = position + 1 WHERE position >= $1 AND position < $2`, to, from)
	} else {
		_, err = tx.ExecContext(ctx, `UPDATE `+string(t)+` SET position = position - 1 WHERE position > $1 AND position <= $2`, from, to)
	}
	if err != nil {
		return fmt.Errorf("move %s: %w", t, err)
	}
	return nil
}

// deleteRow removes the row id at position pos and closes the gap.
func deleteRow(ctx context.Context, tx *Tx, t orderedTable, id int64, pos int) error {
	if _, err := tx.ExecContext(ctx, `DELETE FROM `+string(t)+` WHERE id = $1`, id); err != nil {
		return fmt.Errorf("delete %s %d: %w", t, id, err)
	}
	if _, err := tx.ExecContext(ctx, `UPDATE `+string(t)+` SET position = position - 1 WHERE position > $1`, pos); err != nil {
		return fmt.Errorf("delete %s %d: %w", t, id, err)
	}
	return nil
}

const reviewColumns = `id, name, text, rating, review_date, detail, shown, position`

func scanReview(row scanner) (dayspa.Review, error) {
	var r dayspa.Review
	err := row.Scan(&r.ID, &r.Name, &r.Text, &r.Rating, &r.Date, &r.Detail, &r.Shown, &r.Position)
	return r, err
}

// Reviews returns every review in its order.
func (db *DB) Reviews(ctx context.Context) ([]dayspa.Review, error) {
	return read(ctx, db, func(tx *Tx) ([]dayspa.Review, error) {
		return queryAll(ctx, tx, "reviews", scanReview, `SELECT `+reviewColumns+` FROM reviews ORDER BY position, id`)
	})
}

func findReview(ctx context.Context, tx *Tx, id int64) (*dayspa.Review, error) {
	r, err := scanReview(tx.QueryRowContext(ctx, `SELECT `+reviewColumns+` FROM reviews WHERE id = $1`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgReviewNotFound)
	} else if err != nil {
		return nil, fmt.Errorf("review %d: %w", id, err)
	}
	return &r, nil
}

// GetReview returns one review or ENOTFOUND.
func (db *DB) GetReview(ctx context.Context, id int64) (*dayspa.Review, error) {
	return read(ctx, db, func(tx *Tx) (*dayspa.Review, error) {
		return findReview(ctx, tx, id)
	})
}

// CreateReview stores r after the last review.
func (db *DB) CreateReview(ctx context.Context, r *dayspa.Review) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		if err := createReview(ctx, tx, r); err != nil {
			return err
		}
		noteAudit(ctx, r.ID, nil, r)
		return nil
	})
}

func createReview(ctx context.Context, tx *Tx, r *dayspa.Review) error {
	pos, err := nextPosition(ctx, tx, reviewsTable)
	if err != nil {
		return fmt.Errorf("create review: %w", err)
	}
	r.Position = pos
	if err := tx.QueryRowContext(ctx, `
		INSERT INTO reviews (name, text, rating, review_date, detail, shown, position)
		VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
		r.Name, r.Text, r.Rating, r.Date, r.Detail, r.Shown, r.Position).Scan(&r.ID); err != nil {
		return fmt.Errorf("create review: %w", err)
	}
	return nil
}

// UpdateReview stores r's fields and moves it to position (0: stays).
func (db *DB) UpdateReview(ctx context.Context, r *dayspa.Review, position int) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		old, err := findReview(ctx, tx, r.ID)
		if err != nil {
			return err
		}
		if err := moveRow(ctx, tx, reviewsTable, old.Position, position, dayspa.FieldError("position", dayspa.MsgReviewPosition)); err != nil {
			return err
		}
		r.Position = old.Position
		if position != 0 {
			r.Position = position
		}
		noteAudit(ctx, r.ID, old, r)
		if _, err := tx.ExecContext(ctx, `
		UPDATE reviews SET name = $1, text = $2, rating = $3, review_date = $4, detail = $5, shown = $6, position = $7
		WHERE id = $8`,
			r.Name, r.Text, r.Rating, r.Date, r.Detail, r.Shown, r.Position, r.ID); err != nil {
			return fmt.Errorf("update review %d: %w", r.ID, err)
		}
		return nil
	})
}

// DeleteReview removes the review; the ones after it move up.
func (db *DB) DeleteReview(ctx context.Context, id int64) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		r, err := findReview(ctx, tx, id)
		if err != nil {
			return err
		}
		noteAudit(ctx, id, r, nil)
		return deleteRow(ctx, tx, reviewsTable, id, r.Position)
	})
}

const faqColumns = `id, question, question_ar, answer, answer_ar, position`

func scanFAQEntry(row scanner) (dayspa.FAQEntry, error) {
	var e dayspa.FAQEntry
	err := row.Scan(&e.ID, &e.Question, &e.QuestionAr, &e.Answer, &e.AnswerAr, &e.Position)
	return e, err
}

// FAQEntries returns the FAQ in its order.
func (db *DB) FAQEntries(ctx context.Context) ([]dayspa.FAQEntry, error) {
	return read(ctx, db, func(tx *Tx) ([]dayspa.FAQEntry, error) {
		return queryAll(ctx, tx, "faq", scanFAQEntry, `SELECT `+faqColumns+` FROM faq_entries ORDER BY position, id`)
	})
}

func findFAQEntry(ctx context.Context, tx *Tx, id int64) (*dayspa.FAQEntry, error) {
	e, err := scanFAQEntry(tx.QueryRowContext(ctx, `SELECT `+faqColumns+` FROM faq_entries WHERE id = $1`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgQuestionNotFound)
	} else if err != nil {
		return nil, fmt.Errorf("faq entry %d: %w", id, err)
	}
	return &e, nil
}

// GetFAQEntry returns one entry or ENOTFOUND.
func (db *DB) GetFAQEntry(ctx context.Context, id int64) (*dayspa.FAQEntry, error) {
	return read(ctx, db, func(tx *Tx) (*dayspa.FAQEntry, error) {
		return findFAQEntry(ctx, tx, id)
	})
}

// CreateFAQEntry stores e after the last entry.
func (db *DB) CreateFAQEntry(ctx context.Context, e *dayspa.FAQEntry) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		if err := createFAQEntry(ctx, tx, e); err != nil {
			return err
		}
		noteAudit(ctx, e.ID, nil, e)
		return nil
	})
}

func createFAQEntry(ctx context.Context, tx *Tx, e *dayspa.FAQEntry) error {
	pos, err := nextPosition(ctx, tx, faqTable)
	if err != nil {
		return fmt.Errorf("create faq entry: %w", err)
	}
	e.Position = pos
	if err := tx.QueryRowContext(ctx, `
		INSERT INTO faq_entries (question, answer, position, question_ar, answer_ar) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
		e.Question, e.Answer, e.Position, e.QuestionAr, e.AnswerAr).Scan(&e.ID); err != nil {
		return fmt.Errorf("create faq entry: %w", err)
	}
	return nil
}

// UpdateFAQEntry stores e's fields and moves it to position (0: stays).
func (db *DB) UpdateFAQEntry(ctx context.Context, e *dayspa.FAQEntry, position int) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		old, err := findFAQEntry(ctx, tx, e.ID)
		if err != nil {
			return err
		}
		if err := moveRow(ctx, tx, faqTable, old.Position, position, dayspa.FieldError("position", dayspa.MsgFAQPosition)); err != nil {
			return err
		}
		e.Position = old.Position
		if position != 0 {
			e.Position = position
		}
		noteAudit(ctx, e.ID, old, e)
		if _, err := tx.ExecContext(ctx, `UPDATE faq_entries SET question = $1, answer = $2, position = $3, question_ar = $4, answer_ar = $5 WHERE id = $6`,
			e.Question, e.Answer, e.Position, e.QuestionAr, e.AnswerAr, e.ID); err != nil {
			return fmt.Errorf("update faq entry %d: %w", e.ID, err)
		}
		return nil
	})
}

// DeleteFAQEntry removes the entry; the ones after it move up.
func (db *DB) DeleteFAQEntry(ctx context.Context, id int64) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		e, err := findFAQEntry(ctx, tx, id)
		if err != nil {
			return err
		}
		noteAudit(ctx, id, e, nil)
		return deleteRow(ctx, tx, faqTable, id, e.Position)
	})
}

// seedReviewsKey marks, in the settings, that the demo reviews and FAQ
// were offered once: a manager who deletes them all does not get them
// back on the next start.
const seedReviewsKey = "seed.reviews-faq"

// seedReviewsAndFAQ adds the demo reviews and questions the first time
// the store is seeded, to lists that are still empty. The answers keep
// their placeholders for the spa's details: the page fills them.
func seedReviewsAndFAQ(ctx context.Context, tx *Tx, loc *time.Location) error {
	res, err := tx.ExecContext(ctx, `INSERT INTO settings (key, value, updated_at) VALUES ($1, '1', $2) ON CONFLICT (key) DO NOTHING`,
		seedReviewsKey, tx.now)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return err
	}
	reviews, faq, err := seed.ReviewsAndFAQ()
	if err != nil {
		return err
	}
	var n int
	if err := tx.QueryRowContext(ctx, `SELECT (SELECT COUNT(*) FROM reviews) + (SELECT COUNT(*) FROM faq_entries)`).Scan(&n); err != nil || n > 0 {
		return err
	}
	today := dayspa.Clock{Location: loc, Now: func() time.Time { return tx.now }}.Today()
	for _, sr := range reviews {
		in := dayspa.ReviewInput{Name: &sr.Name, Text: &sr.Text, Rating: ptrTo(dayspa.Number(fmt.Sprint(sr.Rating))), Date: &sr.Date, Detail: &sr.Detail}
		r, err := in.NewReview(today)
		if err != nil {
			return fmt.Errorf("review %q: %w", sr.Name, err)
		}
		if err := createReview(ctx, tx, r); err != nil {
			return err
		}
	}
	for _, sf := range faq {
		e, err := dayspa.FAQInput{Question: &sf.Question, QuestionAr: &sf.QuestionAr, Answer: &sf.Answer, AnswerAr: &sf.AnswerAr}.NewFAQEntry()
		if err != nil {
			return fmt.Errorf("faq %q: %w", sf.Question, err)
		}
		if err := createFAQEntry(ctx, tx, e); err != nil {
			return err
		}
	}
	return nil
}

func ptrTo[T any](v T) *T { return &v }
