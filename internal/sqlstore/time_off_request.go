package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/dayspa/dayspa"
)

var _ dayspa.TimeOffRequestStore = (*DB)(nil)

const timeOffRequestSelect = `
	SELECT q.id, q.therapist_id, t.name, q.from_date, q.to_date, q.note, q.status,
		COALESCE(u.name, ''), q.decided_at, q.created_at
	FROM time_off_requests q
	JOIN therapists t ON t.id = q.therapist_id
	LEFT JOIN staff_users u ON u.id = q.decided_by`

func scanTimeOffRequest(row scanner) (dayspa.TimeOffRequest, error) {
	var r dayspa.TimeOffRequest
	var status string
	var decided sql.NullTime
	err := row.Scan(&r.ID, &r.TherapistID, &r.TherapistName, &r.From, &r.To, &r.Note, &status, &r.DecidedBy, &decided, &r.CreatedAt)
	r.Status = dayspa.TimeOffStatus(status)
	if decided.Valid {
		at := decided.Time
		r.DecidedAt = &at
	}
	return r, err
}

func queryTimeOffRequests(ctx context.Context, tx *Tx, where, order string, args ...any) ([]dayspa.TimeOffRequest, error) {
	rows, err := tx.QueryContext(ctx, timeOffRequestSelect+" "+where+" ORDER BY "+order, args...)
	if err != nil {
		return nil, fmt.Errorf("time off requests: %w", err)
	}
	defer rows.Close()
	out := []dayspa.TimeOffRequest{}
	for rows.Next() {
		r, err := scanTimeOffRequest(rows)
		if err != nil {
			return nil, fmt.Errorf("time off requests: %w", err)
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

func findTimeOffRequest(ctx context.Context, tx *Tx, id int64) (dayspa.TimeOffRequest, error) {
	r, err := scanTimeOffRequest(tx.QueryRowContext(ctx, timeOffRequestSelect+` WHERE q.id = $1`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return r, dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgTimeOffNotFound)
	} else if err != nil {
		return r, fmt.Errorf("time off request %d: %w", id, err)
	}
	return r, nil
}

// CreateTimeOffRequest stores a pending request of the therapist.
func (db *DB) CreateTimeOffRequest(ctx context.Context, therapistID int64, off dayspa.TimeOff) (dayspa.TimeOffRequest, error) {
	return write(ctx, db, func(tx *Tx) (dayspa.TimeOffRequest, error) {
		var id int64
		err := tx.QueryRowContext(ctx, `
		INSERT INTO time_off_requests (therapist_id, from_date, to_date, note, status, created_at)
		VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
			therapistID, off.From, off.To, off.Note, string(dayspa.TimeOffPending), tx.now).Scan(&id)
		if isForeignKeyViolation(err) {
			return dayspa.TimeOffRequest{}, dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgTherapistNotFound)
		} else if err != nil {
			return dayspa.TimeOffRequest{}, fmt.Errorf("create time off request: %w", err)
		}
		r, err := findTimeOffRequest(ctx, tx, id)
		if err == nil {
			noteAudit(ctx, id, nil, r)
		}
		return r, err
	})
}

// TherapistTimeOffRequests lists the therapist's requests, newest first.
func (db *DB) TherapistTimeOffRequests(ctx context.Context, therapistID int64) ([]dayspa.TimeOffRequest, error) {
	return read(ctx, db, func(tx *Tx) ([]dayspa.TimeOffRequest, error) {
		return queryTimeOffRequests(ctx, tx, `WHERE q.therapist_id = $1`, `q.created_at DESC, q.id DESC`, therapistID)
	})
}

// TimeOffRequests lists the requests of status (nil: all), the earliest
// days first.
func (db *DB) TimeOffRequests(ctx context.Context, status *dayspa.TimeOffStatus) ([]dayspa.TimeOffRequest, error) {
	return read(ctx, db, func(tx *Tx) ([]dayspa.TimeOffRequest, error) {
		if status == nil {
			return queryTimeOffRequests(ctx, tx, ``, `q.from_date, q.id`)
		}
		return queryTimeOffRequests(ctx, tx, `WHERE q.status = $1`, `q.from_date, q.id`, string(*status))
	})
}

// DecideTimeOffRequest decides the request under its row's lock (on
// PostgreSQL; SQLite has one writer), and on approval adds its days to
// the therapist's time off under her row's lock, so that neither a second
// decision nor a manager's edit of the therapist is lost.
func (db *DB) DecideTimeOffRequest(ctx context.Context, id int64, approve bool, by int64, today dayspa.Date) (dayspa.TimeOffRequest, error) {
	return write(ctx, db, func(tx *Tx) (dayspa.TimeOffRequest, error) {
		if tx.db.engine == EnginePostgres {
			if _, err := tx.ExecContext(ctx, `SELECT id FROM time_off_requests WHERE id = $1 FOR UPDATE`, id); err != nil {
				return dayspa.TimeOffRequest{}, fmt.Errorf("lock time off request %d: %w", id, err)
			}
		}
		before, err := findTimeOffRequest(ctx, tx, id)
		if err != nil {
			return before, err
		}
		status, err := before.Decide(approve, today)
		if err != nil {
			return before, err
		}
		if _, err := tx.ExecContext(ctx, `
		UPDATE time_off_requests SET status = $1, decided_by = $2, decided_at = $3 WHERE id = $4`,
			string(status), by, tx.now, id); err != nil {
			return before, fmt.Errorf("decide time off request %d: %w", id, err)
		}
		if status == dayspa.TimeOffApproved {
			if err := grantTimeOff(ctx, tx, before); err != nil {
				return before, err
			}
		}
		after, err := findTimeOffRequest(ctx, tx, id)
		if err == nil {
			noteAudit(ctx, id, before, after)
		}
		return after, err
	})
}

// grantTimeOff adds the request's days to its therapist's time off and
// tells every instance the team changed.
func grantTimeOff(ctx context.Context, tx *Tx, r dayspa.TimeOffRequest) error {
	if tx.db.engine == EnginePostgres {
		if _, err := tx.ExecContext(ctx, `SELECT id FROM therapists WHERE id = $1 FOR UPDATE`, r.TherapistID); err != nil {
			return fmt.Errorf("lock therapist %d: %w", r.TherapistID, err)
		}
	}
	t, err := findTherapist(ctx, tx, r.TherapistID)
	if err != nil {
		return err
	}
	t.GrantTimeOff(r)
	_, timeOff, err := therapistJSON(t)
	if err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `UPDATE therapists SET time_off = $1 WHERE id = $2`, timeOff, t.ID); err != nil {
		return fmt.Errorf("therapist %d's time off: %w", t.ID, err)
	}
	return touchTeam(ctx, tx)
}
