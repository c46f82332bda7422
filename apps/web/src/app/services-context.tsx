import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import type { AppActions, AppState } from '../state/app-store.ts';
import type { Services } from './services.ts';

const ServicesContext = createContext<Services | null>(null);

export function ServicesProvider({ services, children }: { services: Services; children: ReactNode }) {
  return <ServicesContext value={services}>{children}</ServicesContext>;
}

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (services === null) throw new Error('useServices needs a <ServicesProvider> above it.');
  return services;
}

/** A slice of the app store; the component re-renders when that slice changes. */
export function useAppState<T>(selector: (state: AppState & AppActions) => T): T {
  return useStore(useServices().store, selector);
}
