package sqlstore

import (
	"context"
	"errors"
	"fmt"

	"github.com/dayspa/dayspa"
)

var _ dayspa.RoomBlockStore = (*DB)(nil)

// Room blocks are part of the team (team.go): every instance keeps them
// in its copy, so the booking rule reads them at no extra cost, and every
// change of them sets a new team version. A booking whose room was chosen
// before a block was laid therefore chooses again under its day's lock
// (stillFree compares the version), and the block itself is laid under
// the locks of every day it covers, so a booking and a block of the same
// day are always one after the other.

const roomBlockColumns = `id, room_id, start_date, start_minute, end_date, end_minute, note`

// roomBlocks reads the blocks rest (a WHERE and ORDER BY clause) selects.
func roomBlocks(ctx context.Context, tx *Tx, rest string, args ...any) ([]dayspa.RoomBlock, error) {
	return queryAll(ctx, tx, "room blocks", scanRoomBlock, `SELECT `+roomBlockColumns+` FROM room_blocks `+rest, args...)
}

func scanRoomBlock(row scanner) (dayspa.RoomBlock, error) {
	var b dayspa.RoomBlock
	err := row.Scan(&b.ID, &b.RoomID, &b.StartDate, &b.StartMinute, &b.EndDate, &b.EndMinute, &b.Note)
	return b, err
}

// blocksOn returns the team's blocks that cover a moment of d.
func (t team) blocksOn(d dayspa.Date) []dayspa.RoomBlock {
	var out []dayspa.RoomBlock
	for _, b := range t.blocks {
		if b.StartDate.After(d) {
			break
		}
		if _, ok := b.On(d); ok {
			out = append(out, b)
		}
	}
	return out
}

// blocksBetweenSQL selects the blocks that may cover a moment of $1..$2
// (one ending at 00:00 of $1 is dropped by coveringDays).
const blocksBetweenSQL = `WHERE start_date <= $2 AND end_date >= $1`

// coveringDays keeps the blocks that cover a moment of from..to.
func coveringDays(bs []dayspa.RoomBlock, from dayspa.Date) []dayspa.RoomBlock {
	out := bs[:0]
	for _, b := range bs {
		if !b.LastDay().Before(from) {
			out = append(out, b)
		}
	}
	return out
}

// RoomBlocks returns the blocks that cover a moment of from..to, by start.
func (db *DB) RoomBlocks(ctx context.Context, from, to dayspa.Date) ([]dayspa.RoomBlock, error) {
	return read(ctx, db, func(tx *Tx) ([]dayspa.RoomBlock, error) {
		bs, err := roomBlocks(ctx, tx, blocksBetweenSQL+` ORDER BY start_date, start_minute, id`, from, to)
		if err != nil {
			return nil, err
		}
		return coveringDays(bs, from), nil
	})
}

// CreateRoomBlock lays b after layable; on PostgreSQL the
// room_blocks_no_overlap constraint refuses an overlapping block even past
// a faulty check.
func (db *DB) CreateRoomBlock(ctx context.Context, b *dayspa.RoomBlock) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		if err := layable(ctx, tx, *b); err != nil {
			return err
		}
		err := tx.QueryRowContext(ctx, `
		INSERT INTO room_blocks (room_id, start_date, start_minute, end_date, end_minute, note, created_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
			b.RoomID, b.StartDate, b.StartMinute, b.EndDate, b.EndMinute, b.Note, tx.now).Scan(&b.ID)
		if err := blockWriteError("create", err); err != nil {
			return err
		}
		noteAudit(ctx, b.ID, nil, b)
		// A new team version: every instance reads the blocks again.
		return touchTeam(ctx, tx)
	})
}

// UpdateRoomBlock gives block b.ID b's room, times and note after
// layable (which leaves the block out of its own way). The days it no
// longer covers need no lock: freeing a room can overbook nothing, and a
// booking that chose before the change chooses again under its day's
// lock, since the change sets a new team version.
func (db *DB) UpdateRoomBlock(ctx context.Context, b dayspa.RoomBlock) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		var exists bool
		if err := tx.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM room_blocks WHERE id = $1)`, b.ID).Scan(&exists); err != nil {
			return fmt.Errorf("update room block %d: %w", b.ID, err)
		}
		if !exists {
			return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgRoomBlockNotFound)
		}
		if err := layable(ctx, tx, b); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `
		UPDATE room_blocks SET room_id = $2, start_date = $3, start_minute = $4, end_date = $5, end_minute = $6, note = $7
		WHERE id = $1`,
			b.ID, b.RoomID, b.StartDate, b.StartMinute, b.EndDate, b.EndMinute, b.Note)
		if err := blockWriteError("update", err); err != nil {
			return err
		}
		noteAudit(ctx, b.ID, nil, b)
		// A new team version: every instance reads the blocks again.
		return touchTeam(ctx, tx)
	})
}

// layable takes the locks of the days b covers (in date order, as a move
// takes its two days) and applies b.Check to those days as they are: no
// other block of the room overlaps it, no booking holds the room then
// (the bookings in the way are named), the bookings without a room still
// find one. EINVALID (roomId) for an unknown room.
func layable(ctx context.Context, tx *Tx, b dayspa.RoomBlock) error {
	if _, err := findRoom(ctx, tx, b.RoomID); dayspa.ErrorCode(err) == dayspa.ENOTFOUND {
		return dayspa.FieldError("roomId", dayspa.MsgBlockRoom)
	} else if err != nil {
		return err
	}
	last := b.LastDay()
	for d := b.StartDate; !d.After(last); d = d.AddDays(1) {
		if err := lockDay(ctx, tx, d); err != nil {
			return err
		}
	}
	others, err := roomBlocks(ctx, tx, blocksBetweenSQL+` AND room_id = $3 ORDER BY start_date, start_minute, id`, b.StartDate, b.EndDate, b.RoomID)
	if err != nil {
		return err
	}
	plans, err := dayPlans(ctx, tx, b.StartDate, last)
	if err != nil {
		return err
	}
	inTheWay, err := b.Check(others, plans)
	if err != nil {
		return err
	}
	if len(inTheWay) > 0 {
		named, err := blockedBookings(ctx, tx, inTheWay)
		if err != nil {
			return err
		}
		return dayspa.BlockedByBookings(named)
	}
	return nil
}

// blockWriteError reads the error of a block's INSERT or UPDATE.
func blockWriteError(op string, err error) error {
	switch {
	case err == nil:
		return nil
	case isExclusionViolation(err):
		return dayspa.Errorf(dayspa.ECONFLICT, dayspa.MsgRoomAlreadyBlocked)
	case isForeignKeyViolation(err):
		return dayspa.FieldError("roomId", dayspa.MsgBlockRoom)
	default:
		return fmt.Errorf("%s room block: %w", op, err)
	}
}

// blockedBookings names the bookings ids, by day and start.
func blockedBookings(ctx context.Context, tx *Tx, ids []int64) ([]dayspa.BlockedBooking, error) {
	args := make([]any, len(ids))
	for i, id := range ids {
		args[i] = id
	}
	out, err := queryAll(ctx, tx, "bookings in the way", func(row scanner) (dayspa.BlockedBooking, error) {
		var bb dayspa.BlockedBooking
		err := row.Scan(&bb.ID, &bb.Date, &bb.Time, &bb.Customer)
		return bb, err
	}, `
		SELECT b.id, b.booking_date, b.booking_time, c.name
		FROM bookings b JOIN customers c ON c.id = b.customer_id
		WHERE b.id IN (`+placeholders(1, len(ids))+`)
		ORDER BY b.booking_date, b.start_minute, b.id`, args...)
	if err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return nil, errors.New("bookings in the way: none found")
	}
	return out, nil
}

// DeleteRoomBlock removes one block: the room is free again then.
func (db *DB) DeleteRoomBlock(ctx context.Context, id int64) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		res, err := tx.ExecContext(ctx, `DELETE FROM room_blocks WHERE id = $1`, id)
		if err != nil {
			return fmt.Errorf("delete room block %d: %w", id, err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgRoomBlockNotFound)
		}
		// A new team version: every instance reads the blocks again.
		return touchTeam(ctx, tx)
	})
}
