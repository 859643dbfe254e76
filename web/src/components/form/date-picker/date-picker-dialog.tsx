// The date picker's popup, loaded on first open (react-day-picker and date-fns stay out of every
// page's first download): a native modal <dialog> named by the field, react-day-picker's
// keyboard-navigable grid with the catalogue's year range in its year choice, and the catalogue's
// Today, Clear and Done buttons. A chosen day goes into the field at once; Done or Escape closes.
import { useEffect, useId, useRef, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { datepickerDefaults } from '@thon/shared/catalog/interface-defaults';
import { modalLayerStyle, useModalLayers } from '../../modal-layers';
import { formatCalendarDate, parseCalendarDate, yearRangeAround } from './calendar-date';
import './date-picker.css';

export interface DatePickerDialogProps {
  /** The field's label; the dialog is named after it. */
  label: string;
  /** The field's text when the picker opened. */
  initialValue: string;
  /** The field's new text: a yyyy-MM-dd date, or '' when cleared. */
  onChange: (text: string) => void;
  onClose: () => void;
}

const { buttons } = datepickerDefaults;

export default function DatePickerDialog({ label, initialValue, onChange, onClose }: DatePickerDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // The catalogue's modal layers, like every modal (a native modal <dialog> also sits in the top layer).
  const layers = useModalLayers();
  const [selected, setSelected] = useState(() => parseCalendarDate(initialValue));
  const [month, setMonth] = useState(() => selected ?? new Date());
  const [range, setRange] = useState(() => yearRangeAround(month.getFullYear()));

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    return () => {
      if (element.open) element.close();
    };
  }, []);

  const choose = (day: Date | undefined) => {
    setSelected(day);
    if (day) {
      setMonth(day);
      // Today may lie outside the years offered around a long-past date.
      if (day < range.startMonth || day.getFullYear() > range.endMonth.getFullYear()) {
        setRange(yearRangeAround(day.getFullYear()));
      }
    }
    onChange(day ? formatCalendarDate(day) : '');
  };

  return (
    <dialog
      ref={dialog}
      className="date-picker-dialog"
      style={modalLayerStyle(layers)}
      aria-labelledby={titleId}
      // Escape: the browser's "cancel" event, and a keydown where <dialog> has no native Escape.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onClose();
      }}
    >
      <p id={titleId} className="date-picker-title">
        {`Choose ${label}`}
      </p>
      <DayPicker
        mode="single"
        // A second press on the chosen day keeps it; Clear is how a date is removed.
        required
        selected={selected}
        onSelect={choose}
        month={month}
        onMonthChange={setMonth}
        captionLayout="dropdown"
        startMonth={range.startMonth}
        endMonth={range.endMonth}
        autoFocus
      />
      <div className="date-picker-actions">
        <button type="button" className="button-secondary" onClick={() => choose(new Date())}>
          {buttons.today}
        </button>
        <button type="button" className="button-secondary" onClick={() => choose(undefined)}>
          {buttons.clear}
        </button>
        <button type="button" onClick={onClose}>
          {buttons.done}
        </button>
      </div>
    </dialog>
  );
}
