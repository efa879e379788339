import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { SignInBrowser } from '@portal/shared/contract';
import { StatusTag } from '@portal/shared/signed-in';
import { Row, RowHint, RowText, RowTitle } from '../settings-layout';
import { sessionsStrings as s } from './strings';

/** A browser as people name it: "Chrome 131 · Windows 10", else its kind of device. */
export function browserName({ browser, os, device_type }: SignInBrowser): string {
  const named = [browser, os].filter(Boolean).join(s.separator);
  return named || s.deviceTypes[device_type];
}

/** What a section's list is, under its title. */
export const SectionIntro = styled(RowHint)`
  padding-bottom: 12px;
`;

export const EntryList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Name = styled(RowTitle)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  overflow-wrap: anywhere;
`;

export interface BrowserEntryProps {
  entry: SignInBrowser & { current: boolean };
  /** The line's last fact: when it was last active, or until when it is trusted. */
  when: string;
  /** The entry's action (none for this device's own session). */
  action?: ReactNode;
}

/** One session or trusted device: its browser and system, this device marked, kind, address and time. */
export function BrowserEntry({ entry, when, action }: BrowserEntryProps) {
  const facts = [
    entry.browser || entry.os ? s.deviceTypes[entry.device_type] : null,
    entry.ip ? s.address(entry.ip) : null,
    when,
  ].filter(Boolean);
  return (
    <Row as="li">
      <RowText>
        <Name as="span">
          {browserName(entry)}
          {entry.current && <StatusTag color="green">{s.thisDevice}</StatusTag>}
        </Name>
        <RowHint>{facts.join(s.separator)}</RowHint>
      </RowText>
      {action}
    </Row>
  );
}
