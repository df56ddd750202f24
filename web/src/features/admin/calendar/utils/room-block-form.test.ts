import { describe, expect, it } from 'vitest';

import { blockTimesInput, blockTimesOf, checkBlockTimes, describeBlockTimes, endIsAboutDay, newBlockTimes, type BlockTimes } from './room-block-form';

const timed = (over: Partial<BlockTimes> = {}): BlockTimes => ({ ...newBlockTimes('2026-12-01'), ...over });

describe('blockTimesOf', () => {
  it('reads a block within one day as that day with its times', () => {
    expect(blockTimesOf({ start: '2026-12-01T10:00', end: '2026-12-01T12:30' })).toEqual(timed({ from: '10:00', to: '12:30' }));
  });

  it('keeps a block over several days whole: its first and last day, or its days of whole days', () => {
    expect(blockTimesOf({ start: '2026-12-01T20:00', end: '2026-12-03T10:00' })).toEqual(
      timed({ endDay: '2026-12-03', from: '20:00', to: '10:00' }),
    );
    // Midnight to midnight: whole days, the last being the day before the end's 00:00.
    expect(blockTimesOf({ start: '2026-12-01T00:00', end: '2026-12-02T00:00' })).toEqual(timed({ wholeDay: true }));
    expect(blockTimesOf({ start: '2026-12-30T00:00', end: '2027-01-02T00:00' })).toMatchObject({
      startDay: '2026-12-30',
      endDay: '2027-01-01',
      wholeDay: true,
    });
    // Ending at a day's end but starting within a day: the next day at 00:00.
    expect(blockTimesOf({ start: '2026-12-01T18:00', end: '2026-12-02T00:00' })).toEqual(
      timed({ endDay: '2026-12-02', from: '18:00', to: '00:00' }),
    );
  });

  it('sends what it read back unchanged in meaning', () => {
    expect(blockTimesInput(blockTimesOf({ start: '2026-12-01T20:00', end: '2026-12-03T10:00' }))).toEqual({
      start: '2026-12-01T20:00',
      end: '2026-12-03T10:00',
    });
    expect(blockTimesInput(blockTimesOf({ start: '2026-12-01T00:00', end: '2026-12-04T00:00' }))).toEqual({
      start: '2026-12-01',
      end: '2026-12-03',
    });
  });
});

describe('checkBlockTimes', () => {
  it('accepts a day’s hours, whole days and times across days', () => {
    expect(checkBlockTimes(timed())).toEqual({});
    expect(checkBlockTimes(timed({ wholeDay: true, endDay: '2026-12-03' }))).toEqual({});
    expect(checkBlockTimes(timed({ endDay: '2026-12-02', from: '20:00', to: '08:00' }))).toEqual({});
  });

  it('names the field at fault', () => {
    expect(checkBlockTimes(timed({ startDay: '' }))).toEqual({ start: 'Choose the start day.' });
    expect(checkBlockTimes(timed({ endDay: '' }))).toEqual({ end: 'Choose the end day.' });
    expect(checkBlockTimes(timed({ endDay: '2026-11-30', wholeDay: true }))).toEqual({ end: 'The end day cannot be before the start day.' });
    expect(checkBlockTimes(timed({ from: '10:00', to: '10:00' }))).toEqual({ end: 'To must be after from.' });
    expect(checkBlockTimes(timed({ to: '' }))).toEqual({ end: 'Choose both times.' });
  });

  it('puts a message about the end under the end day when it is about days, else under To', () => {
    expect(endIsAboutDay(timed({ wholeDay: true }))).toBe(true);
    expect(endIsAboutDay(timed({ endDay: '2026-11-30' }))).toBe(true);
    expect(endIsAboutDay(timed({ from: '11:00' }))).toBe(false);
  });
});

describe('describeBlockTimes', () => {
  it('says one day as before, several days with each end', () => {
    expect(describeBlockTimes(timed())).toBe('on 2026-12-01 from 9:00 AM to 10:00 AM');
    expect(describeBlockTimes(timed({ wholeDay: true }))).toBe('on 2026-12-01 all day');
    expect(describeBlockTimes(timed({ wholeDay: true, endDay: '2026-12-03' }))).toBe('from 2026-12-01 to 2026-12-03 all day');
    expect(describeBlockTimes(timed({ endDay: '2026-12-02', from: '20:00', to: '00:00' }))).toBe(
      'from 2026-12-01 at 8:00 PM to 2026-12-02 at 12:00 AM',
    );
  });
});
