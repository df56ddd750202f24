package sqlstore

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/dayspa/dayspa"
)

var _ dayspa.TherapistStore = (*DB)(nil)

// Therapists returns every therapist, active or not, by name.
func (db *DB) Therapists(ctx context.Context) ([]dayspa.Therapist, error) {
	return read(ctx, db, func(tx *Tx) ([]dayspa.Therapist, error) {
		return listTherapists(ctx, tx, false)
	})
}

// GetTherapist returns one therapist or ENOTFOUND.
func (db *DB) GetTherapist(ctx context.Context, id int64) (*dayspa.Therapist, error) {
	return read(ctx, db, func(tx *Tx) (*dayspa.Therapist, error) {
		return findTherapist(ctx, tx, id)
	})
}

// CreateTherapist stores t, valid, with its services, and sets its ID.
func (db *DB) CreateTherapist(ctx context.Context, t *dayspa.Therapist) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		if err := createTherapist(ctx, tx, t); err != nil {
			return err
		}
		noteAudit(ctx, t.ID, nil, t)
		return nil
	})
}

func createTherapist(ctx context.Context, tx *Tx, t *dayspa.Therapist) error {
	schedule, timeOff, err := therapistJSON(t)
	if err != nil {
		return err
	}
	err = tx.QueryRowContext(ctx, `
		INSERT INTO therapists (name, gender, schedule, time_off, active, commission_percentage, created_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
		t.Name, string(t.Gender), schedule, timeOff, t.Active, t.CommissionPercentage, tx.now).Scan(&t.ID)
	if err != nil {
		return fmt.Errorf("create therapist: %w", err)
	}
	if err := touchTeam(ctx, tx); err != nil {
		return err
	}
	return setTherapistServices(ctx, tx, t)
}

// UpdateTherapist replaces the stored therapist t.ID with t, valid.
func (db *DB) UpdateTherapist(ctx context.Context, t *dayspa.Therapist) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		before, err := findTherapist(ctx, tx, t.ID)
		if err != nil {
			return err
		}
		noteAudit(ctx, t.ID, before, t)
		schedule, timeOff, err := therapistJSON(t)
		if err != nil {
			return err
		}
		res, err := tx.ExecContext(ctx, `
		UPDATE therapists SET name = $1, gender = $2, schedule = $3, time_off = $4, active = $5, commission_percentage = $6
		WHERE id = $7`,
			t.Name, string(t.Gender), schedule, timeOff, t.Active, t.CommissionPercentage, t.ID)
		if err != nil {
			return fmt.Errorf("update therapist %d: %w", t.ID, err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgTherapistNotFound)
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM therapist_services WHERE therapist_id = $1`, t.ID); err != nil {
			return fmt.Errorf("update therapist %d: %w", t.ID, err)
		}
		if err := setTherapistServices(ctx, tx, t); err != nil {
			return err
		}
		return touchTeam(ctx, tx)
	})
}

// DeleteTherapist removes a therapist who holds no bookings from today
// on; their past bookings forget them.
func (db *DB) DeleteTherapist(ctx context.Context, id int64, today dayspa.Date) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		before, err := findTherapist(ctx, tx, id)
		if err != nil {
			return err
		}
		noteAudit(ctx, id, before, nil)
		var n int
		if err := tx.QueryRowContext(ctx, `
		SELECT COUNT(*) FROM booking_therapists WHERE therapist_id = $1 AND booking_date >= $2 AND holds`,
			id, today).Scan(&n); err != nil {
			return fmt.Errorf("delete therapist %d: %w", id, err)
		}
		if n > 0 {
			return dayspa.Errorf(dayspa.ECONFLICT, dayspa.MsgTherapistHasBookings, n, plural(n, "booking"))
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM therapists WHERE id = $1`, id); err != nil {
			return fmt.Errorf("delete therapist %d: %w", id, err)
		}
		return touchTeam(ctx, tx)
	})
}

func plural(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}

func therapistJSON(t *dayspa.Therapist) (string, string, error) {
	schedule, err := json.Marshal(t.Schedule)
	if err != nil {
		return "", "", err
	}
	timeOff, err := json.Marshal(t.TimeOff)
	if err != nil {
		return "", "", err
	}
	return string(schedule), string(timeOff), nil
}

func setTherapistServices(ctx context.Context, tx *Tx, t *dayspa.Therapist) error {
	for _, sid := range t.ServiceIDs {
		_, err := tx.ExecContext(ctx, `INSERT INTO therapist_services (therapist_id, service_id) VALUES ($1, $2)`, t.ID, sid)
		if isForeignKeyViolation(err) {
			return dayspa.FieldError("serviceIds", dayspa.MsgServiceIDs)
		} else if err != nil {
			return fmt.Errorf("therapist %d services: %w", t.ID, err)
		}
	}
	return nil
}

func findTherapist(ctx context.Context, tx *Tx, id int64) (*dayspa.Therapist, error) {
	ts, err := queryTherapists(ctx, tx, `WHERE id = $1`, id)
	if err != nil {
		return nil, err
	}
	if len(ts) == 0 {
		return nil, dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgTherapistNotFound)
	}
	return &ts[0], nil
}

func listTherapists(ctx context.Context, tx *Tx, activeOnly bool) ([]dayspa.Therapist, error) {
	if activeOnly {
		return queryTherapists(ctx, tx, `WHERE active = $1`, true)
	}
	return queryTherapists(ctx, tx, ``)
}

// queryTherapists reads the therapists cond selects, by name, each with
// its services.
func queryTherapists(ctx context.Context, tx *Tx, cond string, args ...any) ([]dayspa.Therapist, error) {
	rows, err := tx.QueryContext(ctx, `
		SELECT id, name, gender, schedule, time_off, active, commission_percentage
		FROM therapists `+cond+` ORDER BY name, id`, args...)
	if err != nil {
		return nil, fmt.Errorf("list therapists: %w", err)
	}
	defer rows.Close()
	out := []dayspa.Therapist{}
	index := map[int64]int{}
	for rows.Next() {
		var t dayspa.Therapist
		var gender, schedule, timeOff string
		if err := rows.Scan(&t.ID, &t.Name, &gender, &schedule, &timeOff, &t.Active, &t.CommissionPercentage); err != nil {
			return nil, fmt.Errorf("list therapists: %w", err)
		}
		t.Gender = dayspa.Gender(gender)
		if err := json.Unmarshal([]byte(schedule), &t.Schedule); err != nil {
			return nil, fmt.Errorf("therapist %d schedule: %w", t.ID, err)
		}
		if err := json.Unmarshal([]byte(timeOff), &t.TimeOff); err != nil {
			return nil, fmt.Errorf("therapist %d time off: %w", t.ID, err)
		}
		if t.TimeOff == nil {
			t.TimeOff = []dayspa.TimeOff{}
		}
		t.ServiceIDs = []int64{}
		index[t.ID] = len(out)
		out = append(out, t)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("list therapists: %w", err)
	}
	rows.Close()
	if len(out) == 0 {
		return out, nil
	}
	srows, err := tx.QueryContext(ctx, `SELECT therapist_id, service_id FROM therapist_services ORDER BY therapist_id, service_id`)
	if err != nil {
		return nil, fmt.Errorf("therapist services: %w", err)
	}
	defer srows.Close()
	for srows.Next() {
		var tid, sid int64
		if err := srows.Scan(&tid, &sid); err != nil {
			return nil, fmt.Errorf("therapist services: %w", err)
		}
		if i, ok := index[tid]; ok {
			out[i].ServiceIDs = append(out[i].ServiceIDs, sid)
		}
	}
	return out, srows.Err()
}

var _ dayspa.RoomStore = (*DB)(nil)

// Rooms returns every room, active or not, by name.
func (db *DB) Rooms(ctx context.Context) ([]dayspa.Room, error) {
	return read(ctx, db, func(tx *Tx) ([]dayspa.Room, error) {
		return listRooms(ctx, tx, false)
	})
}

// GetRoom returns one room or ENOTFOUND.
func (db *DB) GetRoom(ctx context.Context, id int64) (*dayspa.Room, error) {
	return read(ctx, db, func(tx *Tx) (*dayspa.Room, error) {
		return findRoom(ctx, tx, id)
	})
}

const roomColumns = `id, name, kind, active`

func scanRoom(row scanner) (dayspa.Room, error) {
	var r dayspa.Room
	var kind string
	err := row.Scan(&r.ID, &r.Name, &kind, &r.Active)
	r.Kind = dayspa.RoomKind(kind)
	return r, err
}

func findRoom(ctx context.Context, tx *Tx, id int64) (*dayspa.Room, error) {
	r, err := scanRoom(tx.QueryRowContext(ctx, `SELECT `+roomColumns+` FROM rooms WHERE id = $1`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgRoomNotFound)
	} else if err != nil {
		return nil, fmt.Errorf("find room %d: %w", id, err)
	}
	return &r, nil
}

func listRooms(ctx context.Context, tx *Tx, activeOnly bool) ([]dayspa.Room, error) {
	q := `SELECT ` + roomColumns + ` FROM rooms`
	var args []any
	if activeOnly {
		q += ` WHERE active = $1`
		args = append(args, true)
	}
	return queryAll(ctx, tx, "list rooms", scanRoom, q+` ORDER BY name, id`, args...)
}

// CreateRoom stores r, valid, and sets its ID.
func (db *DB) CreateRoom(ctx context.Context, r *dayspa.Room) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		if err := createRoom(ctx, tx, r); err != nil {
			return err
		}
		noteAudit(ctx, r.ID, nil, r)
		return nil
	})
}

func createRoom(ctx context.Context, tx *Tx, r *dayspa.Room) error {
	err := tx.QueryRowContext(ctx, `INSERT INTO rooms (name, kind, active, created_at) VALUES ($1, $2, $3, $4) RETURNING id`,
		r.Name, string(r.Kind), r.Active, tx.now).Scan(&r.ID)
	if err != nil {
		return fmt.Errorf("create room: %w", err)
	}
	return touchTeam(ctx, tx)
}

// UpdateRoom replaces the stored room r.ID with r, valid.
func (db *DB) UpdateRoom(ctx context.Context, r *dayspa.Room) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		before, err := findRoom(ctx, tx, r.ID)
		if err != nil {
			return err
		}
		noteAudit(ctx, r.ID, before, r)
		res, err := tx.ExecContext(ctx, `UPDATE rooms SET name = $1, kind = $2, active = $3 WHERE id = $4`,
			r.Name, string(r.Kind), r.Active, r.ID)
		if err != nil {
			return fmt.Errorf("update room %d: %w", r.ID, err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgRoomNotFound)
		}
		return touchTeam(ctx, tx)
	})
}

// DeleteRoom removes a room that holds no bookings from today on; its
// past bookings forget it.
func (db *DB) DeleteRoom(ctx context.Context, id int64, today dayspa.Date) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		before, err := findRoom(ctx, tx, id)
		if err != nil {
			return err
		}
		noteAudit(ctx, id, before, nil)
		args := append([]any{id, today}, placeHolding...)
		var n int
		if err := tx.QueryRowContext(ctx, `
		SELECT COUNT(*) FROM bookings WHERE room_id = $1 AND booking_date >= $2
		AND status IN (`+placeholders(3, len(placeHolding))+`)`, args...).Scan(&n); err != nil {
			return fmt.Errorf("delete room %d: %w", id, err)
		}
		if n > 0 {
			return dayspa.Errorf(dayspa.ECONFLICT, dayspa.MsgRoomHasBookings, n, plural(n, "booking"))
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM rooms WHERE id = $1`, id); err != nil {
			return fmt.Errorf("delete room %d: %w", id, err)
		}
		return touchTeam(ctx, tx)
	})
}
